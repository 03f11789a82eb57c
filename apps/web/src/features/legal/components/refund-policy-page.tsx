import { anchor, linkTo, strong } from '../markup';
import { T } from '../refund.texts';
import { rich } from '@/i18n/rich';
import { PROSE_LINK, LegalPage, type LegalSection, Bullets, DataTable, textSection } from './legal-page';

/** The summary table: what happens in each situation. */
function summary(): [string, string][] {
  const G = T.glance;
  return [
    [G.eventCancelled, G.eventCancelledGet],
    [G.dateCancelled, G.dateCancelledGet],
    [G.postponed, G.postponedGet],
    [G.cannotGo, G.cannotGoGet],
    [G.chargedTwice, G.chargedTwiceGet],
  ];
}

const EMAIL_LINK = anchor('mailto:hello@tikiti.africa', PROSE_LINK);

function sections(): LegalSection[] {
  return [
    {
      id: 'at-a-glance',
      title: T.glance.title,
      content: (
        <div className="mt-6 overflow-hidden rounded-2xl border border-stone-200">
          <DataTable
            caption={T.glance.caption}
            columns={[T.glance.if, T.glance.youGet]}
            rows={summary()}
            tableClass="w-full text-left text-sm"
            cellClass="px-4 py-3"
            rowHeadClass="font-medium text-stone-900"
            alignTop
          />
        </div>
      ),
    },
    {
      id: 'how-refunds-work',
      title: T.who.title,
      content: (
        <>
          <p>{T.who.text}</p>
          <Bullets items={[rich(T.who.mpesa, [strong]), rich(T.who.card, [strong])]} />
        </>
      ),
    },
    textSection('cancelled', T.cancelled.title, rich(T.cancelled.text, [strong])),
    textSection('postponed', T.postponed.title, T.postponed.moved, T.postponed.changes),
    {
      id: 'refund-windows',
      title: T.windows.title,
      content: (
        <>
          <p>{T.windows.intro}</p>
          <Bullets items={[T.windows.days7, T.windows.hours48, T.windows.none]} />
          <p>{T.windows.shown}</p>
        </>
      ),
    },
    {
      id: 'fees',
      title: T.fees.title,
      content: <Bullets items={[T.fees.withPrice, T.fees.inWindow, rich(T.fees.never, [linkTo('/pricing')])]} />,
    },
    textSection('free-reservations', T.reservations.title, T.reservations.text),
    textSection('payment-problems', T.problems.title, T.problems.issued, T.problems.chargedTwice, T.problems.noTickets),
    textSection('external', T.external.title, T.external.text),
    {
      id: 'how-to-ask',
      title: T.howToAsk.title,
      content: (
        <>
          <p>{T.howToAsk.intro}</p>
          <ol>
            <li>{rich(T.howToAsk.email, [EMAIL_LINK])}</li>
            <li>{T.howToAsk.include}</li>
            <li>{T.howToAsk.mpesa}</li>
          </ol>
          <p>{T.howToAsk.then}</p>
        </>
      ),
    },
  ];
}

export function RefundPolicyPage() {
  return <LegalPage texts={T} sections={sections()} contact={<p>{rich(T.contact.text, [EMAIL_LINK])}</p>} />;
}
