import { Link } from 'react-router';
import { ContactCard, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

const SUMMARY: [string, string][] = [
  ['Event cancelled', 'Full refund of everything you paid, fees included. Automatic.'],
  ['Your date or show cancelled', 'The same, for tickets to that date.'],
  [
    'Event postponed',
    'The old date is cancelled and refunded in full, automatically. Book the new date if it suits you.',
  ],
  ['You can no longer go', 'Depends on the host’s refund window for the event, shown before you pay.'],
  ['Charged twice, or paid after it sold out', 'The extra payment is refunded in full. Automatic.'],
];

const sections: StaticSection[] = [
  {
    id: 'at-a-glance',
    title: 'At a glance',
    content: (
      <div className="mt-6 overflow-hidden rounded-2xl border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Refund rules by situation</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                If…
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                You get
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {SUMMARY.map(([when, what]) => (
              <tr key={when}>
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
    title: 'Who refunds you',
    content: (
      <>
        <p>
          When you buy a ticket on Tikiti you pay Tikiti, and we keep the money until the event is over before paying
          the host. So every refund comes from us, back the way you paid:
        </p>
        <ul>
          <li>
            <strong>M-Pesa:</strong> the money goes back to the number that paid.
          </li>
          <li>
            <strong>Card:</strong> the money goes back to the same card. Banks can take up to 10 working days to show it
            on your statement.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancelled',
    title: 'Cancelled events',
    content: (
      <>
        <p>
          If a host cancels an event, or one date or show of it, <strong>every buyer is refunded in full</strong>,
          including the Tikiti fee. You do not need to ask: we email you about the cancellation and start your refund
          straight away.
        </p>
      </>
    ),
  },
  {
    id: 'postponed',
    title: 'Postponed events',
    content: (
      <>
        <p>
          A date that has tickets sold cannot simply be moved. To postpone, the host cancels that date, which refunds
          every buyer in full as above, and adds the new date, which you can book if it suits you. You never end up
          holding a ticket for a date you did not choose.
        </p>
        <p>
          If a host changes something else that matters to you, such as the venue or the line-up, and you no longer want
          to go, ask for a refund as described below. Your rights under the Consumer Protection Act, 2012 apply.
        </p>
      </>
    ),
  },
  {
    id: 'refund-windows',
    title: 'Hosts’ refund windows',
    content: (
      <>
        <p>
          For any other reason, such as being unable to go, refunds depend on the refund window the host sets for the
          event, for example:
        </p>
        <ul>
          <li>refunds up to 7 days before the event;</li>
          <li>refunds up to 48 hours before the event;</li>
          <li>no refunds.</li>
        </ul>
        <p>
          The refund window and the host’s conditions of entry are shown on the event page and at checkout, before you
          pay. Where the host offers no refunds, you get your money back only if the event or your date is cancelled.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    content: (
      <ul>
        <li>
          When an event or your date is cancelled, and when you were charged twice or after the event sold out, the
          Tikiti fee is refunded with the ticket price.
        </li>
        <li>
          For refunds within a host’s refund window, the ticket price is refunded but the fee is not, as the sale was
          completed.
        </li>
        <li>
          We never charge you to receive a refund. See <Link to="/pricing">Pricing</Link> for how fees work.
        </li>
      </ul>
    ),
  },
  {
    id: 'free-reservations',
    title: 'Free reservations',
    content: (
      <p>
        Nothing to refund, but if you cannot go, please cancel your reservation from your ticket email so that someone
        else can have the place.
      </p>
    ),
  },
  {
    id: 'payment-problems',
    title: 'Payment problems',
    content: (
      <>
        <p>
          Your tickets are issued as soon as your payment is confirmed, even if your phone loses signal or the page
          closes while you pay: we keep checking with Paystack until the payment is settled either way.
        </p>
        <p>
          If you are charged twice for one order, or your payment arrives after the last tickets were sold, the extra
          payment is refunded in full automatically.
        </p>
        <p>
          If money left your M-Pesa or card and you still have no tickets, contact us with the M-Pesa confirmation code,
          or the date and amount of the card payment. We will find the payment and send your tickets or refund you.
        </p>
      </>
    ),
  },
  {
    id: 'external',
    title: 'Tickets from other providers',
    content: (
      <p>
        Some events on Tikiti are sold by another ticket provider. Refunds for those tickets follow the provider’s own
        policy; please contact them directly.
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a refund',
    content: (
      <>
        <p>You never need to ask when an event or your date is cancelled, or when you were charged twice. Otherwise:</p>
        <ol>
          <li>
            Email{' '}
            <a href="mailto:hello@tikiti.africa" className={PROSE_LINK}>
              hello@tikiti.africa
            </a>{' '}
            with the subject “Refund request”, from the email address on your order.
          </li>
          <li>Include your order reference (it is in your ticket email), the event name and the reason.</li>
          <li>For M-Pesa payments, add the phone number that paid.</li>
        </ol>
        <p>
          We pass your request to the host. Within their refund window they refund you; outside it, the host decides.
          Either way the money comes back the way you paid.
        </p>
      </>
    ),
  },
];

export default function RefundPolicyRoute() {
  useAreaTexts('legal');
  return (
    <StaticPage
      eyebrow="Legal"
      title="Refund Policy"
      lastUpdated="22 November 2026"
      intro={<p>What happens to your money when plans change, whether it is the host’s plans or yours.</p>}
      sections={sections}
      footer={
        <ContactCard>
          <p className="font-semibold text-stone-900">Need help with a refund?</p>
          <p>
            Email{' '}
            <a href="mailto:hello@tikiti.africa" className={PROSE_LINK}>
              hello@tikiti.africa
            </a>
            . Your rights under the Consumer Protection Act, 2012 are not affected by this policy.
          </p>
        </ContactCard>
      }
    />
  );
}
