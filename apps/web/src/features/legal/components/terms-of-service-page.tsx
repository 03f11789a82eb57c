import { anchor, linkTo, strong } from '../markup';
import { T } from '../terms.texts';
import { rich } from '@/i18n/rich';
import { PROSE_LINK, LegalPage, type LegalSection, Bullets, textSection } from './legal-page';

function sections(): LegalSection[] {
  return [
    textSection(
      'about',
      T.about.title,
      T.about.who,
      rich(T.about.agree, [linkTo('/privacy-policy'), linkTo('/refund-policy')]),
    ),
    textSection(
      'what-we-do',
      T.whatWeDo.title,
      rich(T.whatWeDo.marketplace, [strong]),
      rich(T.whatWeDo.youPay, [strong]),
      T.whatWeDo.external,
    ),
    {
      id: 'accounts',
      title: T.account.title,
      content: <Bullets items={[T.account.age, T.account.details, T.account.password, T.account.delete]} />,
    },
    {
      id: 'buying-tickets',
      title: T.buying.title,
      content: (
        <Bullets
          items={[
            T.buying.prices,
            rich(T.buying.checkout, [linkTo('/pricing')]),
            T.buying.hold,
            T.buying.payments,
            T.buying.chargedTwice,
            T.buying.qr,
            T.buying.limits,
            T.buying.conditions,
          ]}
        />
      ),
    },
    textSection('free-reservations', T.reservations.title, T.reservations.text),
    textSection('changes-and-refunds', T.refunds.title, rich(T.refunds.text, [linkTo('/refund-policy')])),
    {
      id: 'hosts',
      title: T.hosts.title,
      content: (
        <>
          <p>{T.hosts.intro}</p>
          <Bullets
            items={[T.hosts.details, T.hosts.permits, T.hosts.admit, T.hosts.honour, T.hosts.team, T.hosts.fees]}
          />
          <p>{T.hosts.payouts}</p>
          <p>{T.hosts.cancel}</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: T.mustNot.title,
      content: (
        <Bullets items={[T.mustNot.illegal, T.mustNot.hateful, T.mustNot.bots, T.mustNot.breakIn, T.mustNot.stolen]} />
      ),
    },
    textSection('content', T.content.title, T.content.text),
    textSection('liability', T.liability.title, T.liability.available, T.liability.limit),
    textSection('suspension', T.suspension.title, T.suspension.text),
    textSection('law', T.law.title, T.law.text),
    textSection('changes', T.changes.title, T.changes.text),
  ];
}

export function TermsOfServicePage() {
  return (
    <LegalPage
      texts={T}
      sections={sections()}
      contact={<p>{rich(T.contact.text, [anchor('mailto:hello@tikiti.africa', PROSE_LINK)])}</p>}
    />
  );
}
