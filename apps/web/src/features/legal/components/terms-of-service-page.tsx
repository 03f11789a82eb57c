import { LAST_UPDATED, TranslationNotice, anchor, linkTo, strong } from '../markup';
import { T } from '../terms.texts';
import { writtenDay } from '@/i18n/format';
import { rich } from '@/i18n/rich';
import { ContactCard, PROSE_LINK, LegalPage, type LegalSection, Bullets } from './legal-page';

function sections(): LegalSection[] {
  return [
    {
      id: 'about',
      title: T.about.title,
      content: (
        <>
          <p>{T.about.who}</p>
          <p>{rich(T.about.agree, [linkTo('/privacy-policy'), linkTo('/refund-policy')])}</p>
        </>
      ),
    },
    {
      id: 'what-we-do',
      title: T.whatWeDo.title,
      content: (
        <>
          <p>{rich(T.whatWeDo.marketplace, [strong])}</p>
          <p>{rich(T.whatWeDo.youPay, [strong])}</p>
          <p>{T.whatWeDo.external}</p>
        </>
      ),
    },
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
    {
      id: 'free-reservations',
      title: T.reservations.title,
      content: <p>{T.reservations.text}</p>,
    },
    {
      id: 'changes-and-refunds',
      title: T.refunds.title,
      content: <p>{rich(T.refunds.text, [linkTo('/refund-policy')])}</p>,
    },
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
    {
      id: 'content',
      title: T.content.title,
      content: <p>{T.content.text}</p>,
    },
    {
      id: 'liability',
      title: T.liability.title,
      content: (
        <>
          <p>{T.liability.available}</p>
          <p>{T.liability.limit}</p>
        </>
      ),
    },
    {
      id: 'suspension',
      title: T.suspension.title,
      content: <p>{T.suspension.text}</p>,
    },
    {
      id: 'law',
      title: T.law.title,
      content: <p>{T.law.text}</p>,
    },
    {
      id: 'changes',
      title: T.changes.title,
      content: <p>{T.changes.text}</p>,
    },
  ];
}

export function TermsOfServicePage() {
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
          <p>{rich(T.contact.text, [anchor('mailto:hello@tikiti.africa', PROSE_LINK)])}</p>
        </ContactCard>
      }
    />
  );
}
