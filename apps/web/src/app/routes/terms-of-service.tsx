import { LAST_UPDATED, TranslationNotice, anchor, linkTo, strong } from '@/features/legal/markup';
import { T } from '@/features/legal/terms.texts';
import { writtenDay } from '@/i18n/format';
import { rich } from '@/i18n/rich';
import { ContactCard, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

function sections(): StaticSection[] {
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
      content: (
        <ul>
          <li>{T.account.age}</li>
          <li>{T.account.details}</li>
          <li>{T.account.password}</li>
          <li>{T.account.delete}</li>
        </ul>
      ),
    },
    {
      id: 'buying-tickets',
      title: T.buying.title,
      content: (
        <ul>
          <li>{T.buying.prices}</li>
          <li>{rich(T.buying.checkout, [linkTo('/pricing')])}</li>
          <li>{T.buying.hold}</li>
          <li>{T.buying.payments}</li>
          <li>{T.buying.chargedTwice}</li>
          <li>{T.buying.qr}</li>
          <li>{T.buying.limits}</li>
          <li>{T.buying.conditions}</li>
        </ul>
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
          <ul>
            <li>{T.hosts.details}</li>
            <li>{T.hosts.permits}</li>
            <li>{T.hosts.admit}</li>
            <li>{T.hosts.honour}</li>
            <li>{T.hosts.team}</li>
            <li>{T.hosts.fees}</li>
          </ul>
          <p>{T.hosts.payouts}</p>
          <p>{T.hosts.cancel}</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: T.mustNot.title,
      content: (
        <ul>
          <li>{T.mustNot.illegal}</li>
          <li>{T.mustNot.hateful}</li>
          <li>{T.mustNot.bots}</li>
          <li>{T.mustNot.breakIn}</li>
          <li>{T.mustNot.stolen}</li>
        </ul>
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

export default function TermsOfServiceRoute() {
  useAreaTexts('legal');
  return (
    <StaticPage
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
