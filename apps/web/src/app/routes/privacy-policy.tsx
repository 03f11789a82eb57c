import { Link } from 'react-router';
import { ContactCard, ScrollTable, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';

const PURPOSES: [string, string, string][] = [
  ['Run your account and sign you in', 'Account details', 'Contract'],
  ['Sell you tickets, send them and let you in', 'Order and ticket details, contact details', 'Contract'],
  ['Take payments and make refunds', 'Payment confirmations, phone number', 'Contract'],
  ['Pay hosts and check who they are', 'Host details, payout details', 'Contract; legal obligation'],
  ['Keep tax and accounting records', 'Orders, payments, payouts', 'Legal obligation'],
  ['Prevent fraud and keep Tikiti secure', 'Account, order and device details', 'Legitimate interests'],
  [
    'Understand how Tikiti is used and improve it',
    'Usage data (analytics)',
    'Consent, given through your cookie choices',
  ],
  ['Send news about events you may like', 'Email address, saved events', 'Consent (unsubscribe at any time)'],
];

const PROCESSORS: [string, string][] = [
  [
    'Paystack',
    'Processes M-Pesa and card payments and refunds. Paystack receives your payment details directly; we never see or store full card numbers.',
  ],
  ['Our email provider', 'Delivers tickets, receipts, sign-in codes and, if you agree, event news.'],
  [
    'PostHog',
    'Product analytics: which pages are viewed and which buttons are used, linked to a random identifier or your account number, never your name or email.',
  ],
  ['Google Maps', 'Shows event locations and directions. Google receives your IP address when a map loads.'],
  ['Our cloud hosting provider', 'Stores our database and runs our servers.'],
];

const sections: StaticSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Tikiti Africa Ltd (“Tikiti”, “we”) runs tikiti.africa. We are the <strong>data controller</strong> for the
          personal data described here, and we handle it in line with Kenya’s <strong>Data Protection Act, 2019</strong>{' '}
          and its regulations.
        </p>
        <p>
          When you buy a ticket, the host of that event also receives some of your details (see{' '}
          <a href="#sharing">Who we share it with</a>) and becomes a controller of them for running the event.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    content: (
      <>
        <h3>You give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> name, username, email address, password (stored only as a secure hash),
            profile photo.
          </li>
          <li>
            <strong>Order details:</strong> the events and tickets you choose, the names on tickets, your phone number
            for M-Pesa.
          </li>
          <li>
            <strong>Host details:</strong> organisation name, contact person, KRA PIN, payout M-Pesa number or bank
            account, and ID for verification.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us or to hosts through Tikiti, and event feedback.
          </li>
        </ul>
        <h3>We collect automatically</h3>
        <ul>
          <li>
            <strong>Usage data:</strong> pages viewed, searches, filters and buttons used, and where you came from.
          </li>
          <li>
            <strong>Device data:</strong> browser, device type, IP address and the approximate location it suggests.
          </li>
          <li>
            <strong>Payment confirmations:</strong> from Paystack, such as the M-Pesa confirmation code or the card type
            and last four digits.
          </li>
        </ul>
        <p>We do not collect sensitive personal data, such as health or religious beliefs, and we do not ask for it.</p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it, and on what basis',
    content: (
      <>
        <p>
          The Data Protection Act lets us use personal data only for a stated purpose and on a lawful basis. Ours are:
        </p>
        <ScrollTable label="Purposes and lawful basis">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Purposes, data used and lawful basis</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Data
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lawful basis
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {PURPOSES.map(([purpose, data, basis]) => (
                <tr key={purpose}>
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
        <p>We do not sell your personal data, and we do not make decisions about you by automated means alone.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>Hosts.</strong> When you book an event, its host receives your name, email address and ticket details
          so they can run the event, check you in and contact you about changes.
        </p>
        <p>
          <strong>Our processors.</strong> These companies handle data for us, only on our instructions and under
          contracts that require them to protect it:
        </p>
        <ul>
          {PROCESSORS.map(([name, what]) => (
            <li key={name}>
              <strong>{name}:</strong> {what}
            </li>
          ))}
        </ul>
        <p>
          <strong>Authorities.</strong> We share data with the police, courts, the Kenya Revenue Authority or other
          authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar storage',
    content: (
      <>
        <ul>
          <li>
            <strong>Essential:</strong> a session cookie keeps you signed in; your browser also remembers your basic
            account details and saved events so pages load quickly.
          </li>
          <li>
            <strong>Analytics:</strong> PostHog sets a cookie and local storage entries (named <code>ph_…</code>) to
            count visits and see how pages are used.
          </li>
          <li>
            <strong>Maps:</strong> Google may set cookies when a map of an event’s location loads.
          </li>
        </ul>
        <p>
          You can block or clear cookies in your browser settings. Tikiti works without analytics and maps cookies,
          though maps may not show.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Data stored outside Kenya',
    content: (
      <p>
        Some of our processors, including PostHog and Google, store data outside Kenya. We only transfer data where the
        Data Protection Act allows it, with appropriate safeguards such as contracts that require the same level of
        protection as Kenyan law.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> while your account is open, and deleted within 90 days of closing it.
        </li>
        <li>
          <strong>Orders, payments and payouts:</strong> seven years, to meet Kenyan tax and accounting rules.
        </li>
        <li>
          <strong>Host verification documents:</strong> for as long as you host, and five years after.
        </li>
        <li>
          <strong>Analytics data:</strong> up to 24 months.
        </li>
        <li>
          <strong>Messages to our support team:</strong> two years after the conversation ends.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the Data Protection Act, 2019 you have the right to:</p>
        <ul>
          <li>
            <strong>be informed</strong> of how your data is used (this policy);
          </li>
          <li>
            <strong>access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>correct</strong> data that is wrong or incomplete;
          </li>
          <li>
            <strong>delete</strong> data we no longer need or have no lawful basis to keep;
          </li>
          <li>
            <strong>object</strong> to our use of your data, including for marketing;
          </li>
          <li>
            <strong>portability</strong>: receive your data in a common, machine-readable format, or have it sent to
            someone else;
          </li>
          <li>
            <strong>withdraw consent</strong> at any time, where we rely on it.
          </li>
        </ul>
        <p>
          To use any of these rights, email <a href="mailto:hello@tikiti.africa">hello@tikiti.africa</a> with the
          subject “Data request”. We may ask you to confirm who you are, and we will reply within the time the law
          allows. It is free.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    content: (
      <p>
        If you are unhappy with how we handle your data, please tell us first so we can put it right. You also have the
        right to complain to the <strong>Office of the Data Protection Commissioner</strong> (ODPC), Kenya’s data
        protection regulator, at{' '}
        <a href="https://www.odpc.go.ke" target="_blank" rel="noopener noreferrer">
          www.odpc.go.ke
        </a>
        .
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping your data safe',
    content: (
      <p>
        We encrypt data in transit, store passwords only as secure hashes, limit who on our team can see personal data,
        and review access regularly. If a breach puts your data at risk, we will notify the Data Protection Commissioner
        within 72 hours and tell you without delay.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Tikiti accounts are for people aged 18 and over. We do not knowingly collect data from children. If you think a
        child has given us their data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We will update this policy when our practices change, and change the date at the top. If a change is significant
        we will email account holders before it takes effect. See also our{' '}
        <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      lastUpdated="1 November 2026"
      intro={
        <p>
          What personal data Tikiti collects, why, who sees it, how long we keep it, and the rights Kenyan law gives you
          over it.
        </p>
      }
      sections={sections}
      footer={
        <ContactCard>
          <p className="font-semibold text-stone-900">Contact our data protection team</p>
          <p>
            Email{' '}
            <a href="mailto:hello@tikiti.africa" className={PROSE_LINK}>
              hello@tikiti.africa
            </a>{' '}
            (subject “Data request”) or write to Tikiti Africa Ltd, P.O. Box 30155-00100, Nairobi, Kenya.
          </p>
        </ContactCard>
      }
    />
  );
}
