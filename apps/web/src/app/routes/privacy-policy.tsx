import { Link } from 'react-router';
import { ContactCard, ScrollTable, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

const PURPOSES: [string, string, string][] = [
  ['Run your account and sign you in', 'Account details, sign-in records', 'Contract'],
  ['Sell you tickets, send them and let you in', 'Order, ticket and check-in details', 'Contract'],
  ['Take payments and make refunds', 'Payment records, phone number', 'Contract'],
  ['Pay hosts', 'Host, payout and identity details', 'Contract; legal obligation'],
  ['Keep tax and accounting records', 'Orders, payments, refunds, payouts', 'Legal obligation'],
  ['Prevent fraud and keep accounts secure', 'Sign-in records, IP address', 'Legitimate interests'],
  ['Ask for and show reviews', 'Ticket details, your rating and comment', 'Legitimate interests'],
  ['Understand how Tikiti is used and improve it', 'Usage data (analytics)', 'Legitimate interests'],
];

const PROCESSORS: [string, string][] = [
  [
    'Paystack',
    'Processes M-Pesa and card payments and refunds. You give your card details to Paystack directly; we never see or store card numbers.',
  ],
  ['Our email provider', 'Delivers sign-in codes, tickets, receipts and account notices.'],
  ['PostHog', 'Product analytics, as described under “Analytics” below.'],
  ['Google', 'Signs you in, if you choose to sign in with Google.'],
  ['Google Maps', 'Shows event locations and directions. Google receives your IP address when a map loads.'],
  ['Our cloud hosting provider', 'Stores our database and runs our servers.'],
];

const EMAILS = [
  'codes to confirm your sign-up, a new email address or a password reset;',
  'a notice whenever your email address, password or payout details change;',
  'your tickets and receipts;',
  'a notice if an event or date you booked is cancelled, with your refund;',
  'after an event, a request to review it;',
  'an invitation, if a host adds you to their team.',
];

/** The purposes as stacked cards on phones, where a three-column table would hide its last column. */
function PurposeCards() {
  return (
    <div className="mt-6 divide-y divide-stone-100 rounded-2xl border border-stone-200 sm:hidden">
      {PURPOSES.map(([purpose, data, basis]) => (
        <div key={purpose} className="px-4 py-3 text-sm">
          <p className="font-semibold text-stone-900">{purpose}</p>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
            <dt className="text-stone-500">Data</dt>
            <dd>{data}</dd>
            <dt className="text-stone-500">Lawful basis</dt>
            <dd>{basis}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

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
            <strong>Account details:</strong> first and last name, username, email address, phone number, password
            (stored only as a secure hash) and, if you add one, a profile photo. If you sign in with Google, Google
            tells us your name and email address.
          </li>
          <li>
            <strong>Order details:</strong> the event, date and tickets you choose, the name and email address on the
            order, and your phone number for M-Pesa.
          </li>
          <li>
            <strong>Host details:</strong> your public name, contact phone and email, short bio and logo; the M-Pesa
            number or bank account we pay out to (stored encrypted); and, before your first payout, your KRA PIN and
            national ID or passport number.
          </li>
          <li>
            <strong>Team invitations:</strong> the email address of anyone a host invites to their team.
          </li>
          <li>
            <strong>Reviews:</strong> the rating and comment you leave after an event.
          </li>
        </ul>
        <h3>We collect automatically</h3>
        <ul>
          <li>
            <strong>Sign-in records:</strong> your sessions, and attempts to sign in, sign up or reset a password with
            the IP address they came from, so that repeated attempts can be slowed down.
          </li>
          <li>
            <strong>Payment records:</strong> from Paystack, the amount, status and reference of each payment and, for
            M-Pesa, the confirmation code.
          </li>
          <li>
            <strong>Check-ins:</strong> when your ticket was scanned at the door, and by which member of the host’s
            team.
          </li>
          <li>
            <strong>Page counts:</strong> how many times each event page is viewed and its ticket button clicked. These
            are plain totals, not linked to you.
          </li>
          <li>
            <strong>Usage data:</strong> see <a href="#analytics">Analytics</a>.
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
        <PurposeCards />
        <div className="hidden sm:block">
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
        </div>
        <p>
          Where we rely on legitimate interests, you have the right to object (see{' '}
          <a href="#your-rights">Your rights</a>
          ). We do not sell your personal data, and we do not make decisions about you by automated means alone.
        </p>
      </>
    ),
  },
  {
    id: 'emails',
    title: 'Emails we send',
    content: (
      <>
        <p>We email you only about your account, your tickets and the events you take part in:</p>
        <ul>
          {EMAILS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>We do not send newsletters or marketing emails, and we do not give your address to anyone for marketing.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>Hosts.</strong> When you book an event, its host and their team see your name, email address, ticket
          types and whether you have been checked in, so they can run the event and contact you about it. They do not
          see your phone number or payment details. For check-in without signal, door phones download the ticket codes
          and holder names of that event, and wipe them after it.
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
    id: 'analytics',
    title: 'Analytics',
    content: (
      <>
        <p>
          Where analytics are switched on, we use PostHog to see how Tikiti is used: which pages are viewed and left,
          which buttons and links are clicked, and from what kind of device and browser. It helps us find what is
          confusing or broken.
        </p>
        <ul>
          <li>
            While you are signed out, your visits are counted under a random identifier and no profile of you is kept.
          </li>
          <li>
            Once you sign in, your visits are linked to your account number and whether you host events; never to your
            name, email address or phone number.
          </li>
          <li>PostHog keeps its identifier in a cookie and in your browser’s local storage (entries named ph_…).</li>
        </ul>
        <p>
          We rely on legitimate interests for this, so there is no consent banner: analytics start once a page has
          loaded. <strong>To opt out</strong>, use a content blocker set to block PostHog. Nothing is then sent, and
          Tikiti works exactly the same. To have the analytics data linked to your account deleted, write to us (see{' '}
          <a href="#your-rights">Your rights</a>).
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
            <strong>Essential:</strong> a session cookie keeps you signed in. It ends when you close your browser or, if
            you choose “Remember me”, after 30 days. Your browser also keeps your basic account details and saved events
            so pages load quickly, the tickets you picked while you check out, and, for hosts, which guided tours you
            have finished.
          </li>
          <li>
            <strong>Analytics:</strong> PostHog’s cookie and local storage entries, described above.
          </li>
          <li>
            <strong>Maps:</strong> Google may set cookies when a map of an event’s location loads.
          </li>
        </ul>
        <p>
          You can block or clear cookies in your browser settings. Signing in needs the session cookie; everything else
          works without analytics and maps cookies, though maps may not show.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'Data stored outside Kenya',
    content: (
      <p>
        Some of our processors, including Paystack, PostHog and Google, store data outside Kenya. We only transfer data
        where the Data Protection Act allows it, with appropriate safeguards such as contracts that require the same
        level of protection as Kenyan law.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Sign-ups never confirmed:</strong> removed after 24 hours.
        </li>
        <li>
          <strong>Sign-in and reset codes:</strong> valid for 10 minutes and for one use only.
        </li>
        <li>
          <strong>Account details:</strong> until you delete your account. Deleting it erases your name, username, email
          address, phone number and photo.
        </li>
        <li>
          <strong>Orders, payments, refunds and payouts:</strong> kept, because hosts’ books and Kenyan tax law depend
          on them. Once you delete your account they no longer carry your name or contact details.
        </li>
        <li>
          <strong>Host payout and identity details:</strong> while you host, and erased with your account once
          everything owed to you has been paid out.
        </li>
        <li>
          <strong>Check-in lists on door phones:</strong> wiped after the event.
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
            <strong>object</strong> to our use of your data, including for analytics;
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
          You can correct your profile and delete your account yourself, in your profile settings. For anything else,
          email <a href="mailto:hello@tikiti.africa">hello@tikiti.africa</a> with the subject “Data request”. We may ask
          you to confirm who you are, and we will reply within the time the law allows. It is free.
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
        Passwords are stored only as secure hashes, sign-in codes and session tokens only in hashed form, and payout
        details encrypted. Changing or resetting your password signs out every other session. If a breach puts your data
        at risk, we will notify the Data Protection Commissioner within 72 hours and tell you without delay.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Tikiti accounts are for people aged 18 and over. We do not ask for your age at sign-up, so we rely on you to
        tell the truth about it. If you think a child has opened an account or given us their data, contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When our practices change we update this policy and the date at the top. See also our{' '}
        <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyRoute() {
  useAreaTexts('legal');
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      lastUpdated="22 November 2026"
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
