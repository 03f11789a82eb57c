import { Link } from 'react-router';
import { ContactCard, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';

const sections: StaticSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    content: (
      <>
        <p>
          Tikiti is run by Tikiti Africa Ltd, a company registered in Kenya with its office in Nairobi (“Tikiti”, “we”,
          “us”). These terms apply whenever you use tikiti.africa or our apps: to browse events, buy tickets, reserve
          free spots or host events.
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
          Tikiti is a marketplace. Hosts (the people and organisations who run events) list their events on Tikiti, and
          we sell tickets and take reservations on their behalf.{' '}
          <strong>The host, not Tikiti, organises the event</strong> and is responsible for running it as described.
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
          You must be 18 or older to open an account. Younger fans can attend events with tickets bought by a parent or
          guardian.
        </li>
        <li>
          Give us accurate details and keep them up to date, especially your email address and phone number, which we
          use to send tickets.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account until you tell us it has
          been misused.
        </li>
        <li>You can close your account at any time from your settings or by writing to us.</li>
      </ul>
    ),
  },
  {
    id: 'buying-tickets',
    title: 'Buying tickets',
    content: (
      <>
        <ul>
          <li>Prices are in Kenyan shillings (KES) and include VAT where it applies.</li>
          <li>
            Checkout shows the full amount before you pay, including any Tikiti service fee (see{' '}
            <Link to="/pricing">Pricing</Link>).
          </li>
          <li>
            Payments by M-Pesa and card are processed by our payment provider, Paystack. Your order is confirmed only
            when the payment succeeds and we send your tickets.
          </li>
          <li>
            Each ticket has a unique code and can be scanned once. Keep it private: anyone holding a copy could use it
            before you.
          </li>
          <li>
            You may give a ticket to a friend. Reselling tickets above their face value, or in bulk, is not allowed and
            such tickets may be cancelled without a refund.
          </li>
          <li>
            Hosts may set conditions of entry, such as age limits, dress codes or ID checks. These are shown on the
            event page.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'free-reservations',
    title: 'Free reservations',
    content: (
      <p>
        Reserving a spot at a free event is free. Hosts often have limited space, so please cancel your reservation if
        you can no longer go. A reservation may not guarantee entry if the venue is full when you arrive; the event page
        says when that is the case.
      </p>
    ),
  },
  {
    id: 'changes-and-refunds',
    title: 'Cancellations, changes and refunds',
    content: (
      <p>
        If an event is cancelled you get a full refund. If it is postponed or changes significantly you can keep your
        ticket or get your money back. All the details, including how hosts set their own refund windows, are in our{' '}
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
            your event details (date, venue, line-up, prices and conditions of entry) are accurate and kept up to date;
          </li>
          <li>
            you hold the permits and licences the event needs, such as county permits and music licences, and you meet
            your own tax obligations to the Kenya Revenue Authority;
          </li>
          <li>you will admit every holder of a valid ticket and run the event safely;</li>
          <li>you will honour the refund rules shown on your event page and our Refund Policy;</li>
          <li>
            you pay the fees shown on our Pricing page, which we deduct from your ticket sales before paying you out.
          </li>
        </ul>
        <p>
          We pay ticket sales to your M-Pesa number or bank account within 3 working days after the event. We may hold a
          payout while we look into a cancellation, a high number of complaints or suspected fraud, and we will tell you
          why.
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
        and to promote the event, including on social media. The Tikiti name, logo and site design belong to us; please
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
        fraud, or if the law requires it. Where an event is removed, buyers are refunded in line with our Refund Policy.
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
        We may update these terms as Tikiti grows. For important changes we will email account holders at least 14 days
        before they take effect. Tickets you have already bought stay under the terms that applied when you bought them.
      </p>
    ),
  },
];

export default function TermsOfServiceRoute() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      lastUpdated="1 November 2026"
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
