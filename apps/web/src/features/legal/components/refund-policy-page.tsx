import { LAST_UPDATED, TranslationNotice, anchor, linkTo, strong } from '../markup';
import { T } from '../refund.texts';
import { writtenDay } from '@/i18n/format';
import { rich } from '@/i18n/rich';
import { ContactCard, PROSE_LINK, LegalPage, type LegalSection, Bullets } from './legal-page';

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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.glance.caption}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {T.glance.if}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {T.glance.youGet}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {summary().map(([when, what], i) => (
                <tr key={i}>
                  <th scope="row" className="px-4 py-3 align-top font-medium text-stone-900">
                    {when}
                  </th>
                  <td className="px-4 py-3 align-top">{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
    {
      id: 'cancelled',
      title: T.cancelled.title,
      content: (
        <>
          <p>{rich(T.cancelled.text, [strong])}</p>
        </>
      ),
    },
    {
      id: 'postponed',
      title: T.postponed.title,
      content: (
        <>
          <p>{T.postponed.moved}</p>
          <p>{T.postponed.changes}</p>
        </>
      ),
    },
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
    {
      id: 'free-reservations',
      title: T.reservations.title,
      content: <p>{T.reservations.text}</p>,
    },
    {
      id: 'payment-problems',
      title: T.problems.title,
      content: (
        <>
          <p>{T.problems.issued}</p>
          <p>{T.problems.chargedTwice}</p>
          <p>{T.problems.noTickets}</p>
        </>
      ),
    },
    {
      id: 'external',
      title: T.external.title,
      content: <p>{T.external.text}</p>,
    },
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
  return (
    <LegalPage
      eyebrow={T.eyebrow}
      title={T.title}
      lastUpdated={writtenDay(LAST_UPDATED)}
      intro={
        <>
          <TranslationNotice text={T.translationNotice} />
          <p>{T.intro}</p>
        </>
      }
      sections={sections()}
      footer={
        <ContactCard>
          <p className="font-semibold text-stone-900">{T.contact.title}</p>
          <p>{rich(T.contact.text, [EMAIL_LINK])}</p>
        </ContactCard>
      }
    />
  );
}
