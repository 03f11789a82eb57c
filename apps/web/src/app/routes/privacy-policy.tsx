import { LAST_UPDATED, TranslationNotice, anchor, externalLink, linkTo, strong } from '@/features/legal/markup';
import { T } from '@/features/legal/privacy.texts';
import { writtenDay } from '@/i18n/format';
import { rich } from '@/i18n/rich';
import { ContactCard, ScrollTable, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

/** Why we use personal data: purpose, the data used and the lawful basis. */
function purposes(): [string, string, string][] {
  const { why, what, basis } = T.purposes;
  return [
    [why.account, what.account, basis.contract],
    [why.tickets, what.tickets, basis.contract],
    [why.payments, what.payments, basis.contract],
    [why.payHosts, what.payHosts, basis.contractAndLaw],
    [why.records, what.records, basis.law],
    [why.fraud, what.fraud, basis.interests],
    [why.reviews, what.reviews, basis.interests],
    [why.improve, what.improve, basis.interests],
  ];
}

/** The purposes as stacked cards on phones, where a three-column table would hide its last column. */
function PurposeCards() {
  return (
    <div className="mt-6 divide-y divide-stone-100 rounded-2xl border border-stone-200 sm:hidden">
      {purposes().map(([purpose, data, basis], i) => (
        <div key={i} className="px-4 py-3 text-sm">
          <p className="font-semibold text-stone-900">{purpose}</p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            <dt className="text-stone-500">{T.purposes.data}</dt>
            <dd>{data}</dd>
            <dt className="text-stone-500">{T.purposes.lawfulBasis}</dt>
            <dd>{basis}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

function sections(): StaticSection[] {
  const { collect, purposes: P, emails, sharing, analytics, cookies, retention, rights } = T;
  return [
    {
      id: 'who-we-are',
      title: T.who.title,
      content: (
        <>
          <p>{rich(T.who.controller, [strong, strong])}</p>
          <p>{rich(T.who.hosts, [anchor('#sharing')])}</p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: collect.title,
      content: (
        <>
          <h3>{collect.youGive}</h3>
          <ul>
            <li>{rich(collect.account, [strong])}</li>
            <li>{rich(collect.order, [strong])}</li>
            <li>{rich(collect.host, [strong])}</li>
            <li>{rich(collect.team, [strong])}</li>
            <li>{rich(collect.reviews, [strong])}</li>
          </ul>
          <h3>{collect.automatic}</h3>
          <ul>
            <li>{rich(collect.signIn, [strong])}</li>
            <li>{rich(collect.payment, [strong])}</li>
            <li>{rich(collect.checkIns, [strong])}</li>
            <li>{rich(collect.pageCounts, [strong])}</li>
            <li>{rich(collect.usage, [strong, anchor('#analytics')])}</li>
          </ul>
          <p>{collect.sensitive}</p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: P.title,
      content: (
        <>
          <p>{P.intro}</p>
          <PurposeCards />
          <div className="hidden sm:block">
            <ScrollTable label={P.tableLabel}>
              <table className="w-full min-w-[34rem] text-left text-sm">
                <caption className="sr-only">{P.caption}</caption>
                <thead className="bg-stone-50 text-stone-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {P.purpose}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {P.data}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {P.lawfulBasis}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {purposes().map(([purpose, data, basis], i) => (
                    <tr key={i}>
                      <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                        {purpose}
                      </th>
                      <td className="px-4 py-3">{data}</td>
                      <td className="px-4 py-3">{basis}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </div>
          <p>{rich(P.object, [anchor('#your-rights')])}</p>
        </>
      ),
    },
    {
      id: 'emails',
      title: emails.title,
      content: (
        <>
          <p>{emails.intro}</p>
          <ul>
            <li>{emails.codes}</li>
            <li>{emails.changes}</li>
            <li>{emails.tickets}</li>
            <li>{emails.cancelled}</li>
            <li>{emails.review}</li>
            <li>{emails.invitation}</li>
          </ul>
          <p>{emails.noMarketing}</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: sharing.title,
      content: (
        <>
          <p>{rich(sharing.hosts, [strong])}</p>
          <p>{rich(sharing.processors, [strong])}</p>
          <ul>
            <li>{rich(sharing.paystack, [strong])}</li>
            <li>{rich(sharing.email, [strong])}</li>
            <li>{rich(sharing.posthog, [strong])}</li>
            <li>{rich(sharing.google, [strong])}</li>
            <li>{rich(sharing.maps, [strong])}</li>
            <li>{rich(sharing.hosting, [strong])}</li>
          </ul>
          <p>{rich(sharing.authorities, [strong])}</p>
        </>
      ),
    },
    {
      id: 'analytics',
      title: analytics.title,
      content: (
        <>
          <p>{analytics.what}</p>
          <ul>
            <li>{analytics.signedOut}</li>
            <li>{analytics.signedIn}</li>
            <li>{analytics.storage}</li>
          </ul>
          <p>{rich(analytics.optOut, [strong, anchor('#your-rights')])}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: cookies.title,
      content: (
        <>
          <ul>
            <li>{rich(cookies.essential, [strong])}</li>
            <li>{rich(cookies.analytics, [strong])}</li>
            <li>{rich(cookies.maps, [strong])}</li>
          </ul>
          <p>{cookies.block}</p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: T.transfers.title,
      content: <p>{T.transfers.text}</p>,
    },
    {
      id: 'retention',
      title: retention.title,
      content: (
        <ul>
          <li>{rich(retention.unconfirmed, [strong])}</li>
          <li>{rich(retention.codes, [strong])}</li>
          <li>{rich(retention.account, [strong])}</li>
          <li>{rich(retention.orders, [strong])}</li>
          <li>{rich(retention.host, [strong])}</li>
          <li>{rich(retention.doorLists, [strong])}</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: rights.title,
      content: (
        <>
          <p>{rights.intro}</p>
          <ul>
            <li>{rich(rights.informed, [strong])}</li>
            <li>{rich(rights.access, [strong])}</li>
            <li>{rich(rights.correct, [strong])}</li>
            <li>{rich(rights.delete, [strong])}</li>
            <li>{rich(rights.object, [strong])}</li>
            <li>{rich(rights.portability, [strong])}</li>
            <li>{rich(rights.withdraw, [strong])}</li>
          </ul>
          <p>{rich(rights.how, [anchor('mailto:hello@tikiti.africa')])}</p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: T.complaints.title,
      content: <p>{rich(T.complaints.text, [strong, externalLink('https://www.odpc.go.ke')])}</p>,
    },
    {
      id: 'security',
      title: T.security.title,
      content: <p>{T.security.text}</p>,
    },
    {
      id: 'children',
      title: T.children.title,
      content: <p>{T.children.text}</p>,
    },
    {
      id: 'changes',
      title: T.changes.title,
      content: <p>{rich(T.changes.text, [linkTo('/terms-of-service')])}</p>,
    },
  ];
}

export default function PrivacyPolicyRoute() {
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
