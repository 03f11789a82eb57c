import { Link } from 'react-router';
import { ContactCard, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

const sections: StaticSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    content: (
      <>
        <p>
          Tikiti is run by Tikiti Africa Ltd, a company registered in Kenya with its office in Nairobi (“Tikiti”, “we”,
          “us”). These terms apply whenever you use tikiti.africa: to browse events, buy tickets, reserve free spots or
          host events.
        </p>
        <p>
          By creating an account or buying a ticket you agree to these terms, our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> and our <Link to="/refund-policy">Refund Policy</Link>. If
          you do not agree, please do not use Tikiti.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What Tikiti does',
    content: (
      <>
        <p>
          Tikiti is a marketplace. Hosts (the people and organisations who run events) list their events here, and we
          sell their tickets and take reservations for them. <strong>The host, not Tikiti, organises the event</strong>{' '}
          and is responsible for running it as described.
        </p>
        <p>
          When you buy a ticket sold on Tikiti, <strong>you pay Tikiti</strong>. We send your tickets, make any refund,
          and pay the host after the event, less our fee and any refunds.
        </p>
        <p>
          Some events are sold by other ticket providers. For those we only link to the provider’s site; your purchase
          is with that provider and their terms apply.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>
          Accounts are for people aged 18 or over. We do not ask for your age, so by opening an account you confirm that
          you are. Younger fans can go to events with tickets bought by a parent or guardian, where the host’s
          conditions of entry allow.
        </li>
        <li>
          Give us accurate details and keep them up to date, especially your email address: it is where your sign-in
          codes and tickets go.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account until you tell us it has
          been misused. Changing your password signs you out everywhere else, and we email you whenever your email
          address, password or payout details change.
        </li>
        <li>
          You can delete your account from your profile settings. While you hold tickets for an upcoming event, or are
          owed a payout as a host, it stays open until that is settled. Past orders stay in the books with your name and
          contact details removed.
        </li>
      </ul>
    ),
  },
  {
    id: 'buying-tickets',
    title: 'Buying tickets',
    content: (
      <ul>
        <li>Prices are in Kenyan shillings (KES) and are set by the host.</li>
        <li>
          Checkout shows the full amount before you pay, including the Tikiti fee where the host passes it on to buyers
          (see <Link to="/pricing">Pricing</Link>).
        </li>
        <li>
          While you pay, your tickets are held for you for a few minutes, with a countdown on screen. If the time runs
          out, they go back on sale.
        </li>
        <li>
          Payments by M-Pesa and card are processed by our payment provider, Paystack. Your order is confirmed when the
          payment succeeds: your tickets are then shown on screen, emailed to you and kept in your account if you have
          one.
        </li>
        <li>
          If you are charged twice, or your payment arrives after the last tickets were sold, the extra payment is
          refunded to you automatically.
        </li>
        <li>
          Each ticket has a unique QR code that admits one person once. Keep it private: anyone holding a copy could use
          it before you.
        </li>
        <li>
          Hosts may limit how many tickets one person can buy. You may give a ticket to a friend; reselling tickets
          above their face value, or in bulk, is not allowed.
        </li>
        <li>
          Hosts set conditions of entry, such as age limits, dress codes or ID checks, and a refund window. Both are
          shown on the event page and at checkout, before you pay.
        </li>
      </ul>
    ),
  },
  {
    id: 'free-reservations',
    title: 'Free reservations',
    content: (
      <p>
        Reserving a spot at a free event costs nothing, and each reservation holds a real place. If you can no longer
        go, please cancel it from your ticket email so that someone else can have it.
      </p>
    ),
  },
  {
    id: 'changes-and-refunds',
    title: 'Cancellations and refunds',
    content: (
      <p>
        If an event, or the date you booked, is cancelled, you get a full refund automatically. Other refunds depend on
        the host’s refund window for that event. All the details are in our{' '}
        <Link to="/refund-policy">Refund Policy</Link>. Nothing in these terms takes away your rights under the Consumer
        Protection Act, 2012.
      </p>
    ),
  },
  {
    id: 'hosts',
    title: 'Hosting events',
    content: (
      <>
        <p>If you host events on Tikiti, you also agree that:</p>
        <ul>
          <li>
            your event details (dates, venue, line-up, prices, refund window and conditions of entry) are accurate and
            kept up to date;
          </li>
          <li>
            you hold the permits and licences the event needs, such as county permits and music licences, and you meet
            your own tax obligations to the Kenya Revenue Authority;
          </li>
          <li>you will admit every holder of a valid ticket and run the event safely;</li>
          <li>you will honour the refund window and conditions of entry you set, and our Refund Policy;</li>
          <li>you are responsible for what the team members you invite do in your host area;</li>
          <li>
            you pay the fees shown on our Pricing page, which come out of your event balance before it is paid out.
          </li>
        </ul>
        <p>
          Buyers pay Tikiti, and we keep each event’s takings until the event is over. Then, at your request, we pay the
          balance (what buyers paid, less fees and refunds) to your M-Pesa number or bank account within 3 working days.
          Before the first payout you give us your KRA PIN and your national ID or passport number. We may hold a payout
          while we look into a cancellation, a high number of complaints or suspected fraud, and we will tell you why.
        </p>
        <p>
          If you cancel an event or one of its dates, every buyer of it is refunded in full. A refund made after a
          payout leaves your balance negative; it comes off your next payout, and otherwise you owe it to us.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Things you must not do',
    content: (
      <ul>
        <li>List events that are illegal, misleading or that you are not entitled to sell tickets for.</li>
        <li>Post content that is hateful, harassing or infringes someone else’s rights.</li>
        <li>Use bots or scripts to buy tickets, scrape the site, or get around ticket limits.</li>
        <li>Try to break into accounts or our systems, or interfere with how Tikiti works.</li>
        <li>Use stolen payment details or another person’s M-Pesa account without permission.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content and ours',
    content: (
      <p>
        Hosts keep ownership of the text, photos and logos they upload, and give us permission to show them on Tikiti
        and to promote the event. If you review an event, your rating counts towards the average shown on the event
        page, and the host sees your comment and may reply. The Tikiti name, logo and site design belong to us; please
        do not use them without asking.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <>
        <p>
          We work hard to keep Tikiti available and accurate, but we cannot promise it will never be interrupted. We are
          responsible for selling tickets correctly and for keeping your payment safe. Hosts are responsible for their
          events, including what happens at the venue.
        </p>
        <p>
          As far as Kenyan law allows, our total liability to you for any order is limited to the amount you paid for
          it, and we are not liable for indirect losses such as travel or accommodation costs. We do not limit liability
          where the law does not allow it.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspending or closing accounts',
    content: (
      <p>
        We may suspend or close an account, remove an event or cancel tickets if these terms are broken, if we suspect
        fraud, or if the law requires it. If an event is removed, its buyers are refunded in full.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of Kenya. If something goes wrong, please contact us first: most problems
        are solved quickly that way. If we cannot agree, the courts of Kenya, sitting in Nairobi, will decide.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        When we change these terms we publish the new version here and change the date at the top. A change never
        applies to tickets bought before it.
      </p>
    ),
  },
];

export default function TermsOfServiceRoute() {
  useAreaTexts('legal');
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      lastUpdated="22 November 2026"
      intro={
        <p>
          The rules for using Tikiti, in plain language: what we do, what you can expect from us, and what we expect
          from you.
        </p>
      }
      sections={sections}
      footer={
        <ContactCard>
          <p className="font-semibold text-stone-900">Questions about these terms?</p>
          <p>
            Write to{' '}
            <a href="mailto:hello@tikiti.africa" className={PROSE_LINK}>
              hello@tikiti.africa
            </a>{' '}
            or Tikiti Africa Ltd, P.O. Box 30155-00100, Nairobi, Kenya.
          </p>
        </ContactCard>
      }
    />
  );
}
