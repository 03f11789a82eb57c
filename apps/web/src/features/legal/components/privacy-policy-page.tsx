import { anchor, externalLink, linkTo, strong } from '../markup';
import { T } from '../privacy.texts';
import { rich } from '@/i18n/rich';
import { ScrollTable, PROSE_LINK, LegalPage, type LegalSection, Bullets, DataTable, textSection } from './legal-page';

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

function sections(): LegalSection[] {
  const { collect, purposes: P, emails, sharing, analytics, cookies, retention, rights } = T;
  return [
    textSection(
      'who-we-are',
      T.who.title,
      rich(T.who.controller, [strong, strong]),
      rich(T.who.hosts, [anchor('#sharing')]),
    ),
    {
      id: 'data-we-collect',
      title: collect.title,
      content: (
        <>
          <h3>{collect.youGive}</h3>
          <Bullets
            items={[
              rich(collect.account, [strong]),
              rich(collect.order, [strong]),
              rich(collect.host, [strong]),
              rich(collect.team, [strong]),
              rich(collect.reviews, [strong]),
            ]}
          />
          <h3>{collect.automatic}</h3>
          <Bullets
            items={[
              rich(collect.signIn, [strong]),
              rich(collect.payment, [strong]),
              rich(collect.checkIns, [strong]),
              rich(collect.pageCounts, [strong]),
              rich(collect.usage, [strong, anchor('#analytics')]),
            ]}
          />
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
              <DataTable
                caption={P.caption}
                columns={[P.purpose, P.data, P.lawfulBasis]}
                rows={purposes()}
                tableClass="w-full min-w-[34rem] text-left text-sm"
                cellClass="px-4 py-3"
                rowHeadClass="font-medium text-stone-900"
              />
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
          <Bullets
            items={[emails.codes, emails.changes, emails.tickets, emails.cancelled, emails.review, emails.invitation]}
          />
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
          <Bullets
            items={[
              rich(sharing.paystack, [strong]),
              rich(sharing.email, [strong]),
              rich(sharing.posthog, [strong]),
              rich(sharing.google, [strong]),
              rich(sharing.maps, [strong]),
              rich(sharing.hosting, [strong]),
            ]}
          />
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
          <Bullets items={[analytics.signedOut, analytics.signedIn, analytics.storage]} />
          <p>{rich(analytics.optOut, [strong, anchor('#your-rights')])}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: cookies.title,
      content: (
        <>
          <Bullets
            items={[rich(cookies.essential, [strong]), rich(cookies.analytics, [strong]), rich(cookies.maps, [strong])]}
          />
          <p>{cookies.block}</p>
        </>
      ),
    },
    textSection('transfers', T.transfers.title, T.transfers.text),
    {
      id: 'retention',
      title: retention.title,
      content: (
        <Bullets
          items={[
            rich(retention.unconfirmed, [strong]),
            rich(retention.codes, [strong]),
            rich(retention.account, [strong]),
            rich(retention.orders, [strong]),
            rich(retention.host, [strong]),
            rich(retention.doorLists, [strong]),
          ]}
        />
      ),
    },
    {
      id: 'your-rights',
      title: rights.title,
      content: (
        <>
          <p>{rights.intro}</p>
          <Bullets
            items={[
              rich(rights.informed, [strong]),
              rich(rights.access, [strong]),
              rich(rights.correct, [strong]),
              rich(rights.delete, [strong]),
              rich(rights.object, [strong]),
              rich(rights.portability, [strong]),
              rich(rights.withdraw, [strong]),
            ]}
          />
          <p>{rich(rights.how, [anchor('mailto:hello@tikiti.africa')])}</p>
        </>
      ),
    },
    textSection(
      'complaints',
      T.complaints.title,
      rich(T.complaints.text, [strong, externalLink('https://www.odpc.go.ke')]),
    ),
    textSection('security', T.security.title, T.security.text),
    textSection('children', T.children.title, T.children.text),
    textSection('changes', T.changes.title, rich(T.changes.text, [linkTo('/terms-of-service')])),
  ];
}

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      texts={T}
      sections={sections()}
      contact={<p>{rich(T.contact.text, [anchor('mailto:hello@tikiti.africa', PROSE_LINK)])}</p>}
    />
  );
}
