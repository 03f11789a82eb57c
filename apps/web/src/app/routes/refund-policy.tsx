import { Link } from 'react-router';
import { ContactCard, PROSE_LINK, StaticPage, type StaticSection } from '../layout/static-page';

const SUMMARY: [string, string][] = [
  ['Event cancelled', 'Full refund, fees included, within 7 days. Automatic.'],
  ['Event postponed', 'Keep your ticket for the new date, or ask for a full refund.'],
  ['Big change (venue town, headline act)', 'Same as postponed: keep it or get a full refund.'],
  ['You can no longer go', 'Depends on the host’s refund window, shown before you buy.'],
  ['Paid but no ticket arrived', 'We issue the ticket or refund you in full.'],
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
                <td className="px-4 py-3">{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'cancelled',
    title: 'Cancelled events',
    content: (
      <>
        <p>
          If a host cancels an event, <strong>every buyer is refunded in full</strong>, including the Tikiti service
          fee, within 7 days of the cancellation. You do not need to ask.
        </p>
        <ul>
          <li>
            <strong>M-Pesa:</strong> the money goes back to the number that paid.
          </li>
          <li>
            <strong>Card:</strong> the money goes back to the same card. Banks can take up to 10 working days more to
            show it on your statement.
          </li>
        </ul>
        <p>We email you when the refund has been sent.</p>
      </>
    ),
  },
  {
    id: 'postponed',
    title: 'Postponed or changed events',
    content: (
      <>
        <p>
          If an event moves to a new date, your ticket stays valid for the new date and you do not need to do anything.
          If the new date does not work for you, you can choose a <strong>full refund instead</strong>, fees included.
        </p>
        <p>
          Ask within 14 days of our email about the change, and before the new date. The same applies to significant
          changes, such as a move to another town or the cancellation of the headline act.
        </p>
      </>
    ),
  },
  {
    id: 'host-windows',
    title: 'Hosts’ refund windows',
    content: (
      <>
        <p>
          For any other reason, such as being unable to go, refunds depend on the host’s refund window. Each host
          chooses one for their event, for example:
        </p>
        <ul>
          <li>refunds up to 7 days before the event;</li>
          <li>refunds up to 48 hours before the event;</li>
          <li>no refunds.</li>
        </ul>
        <p>
          The window is shown on the event page and at checkout, before you pay. If an event shows no window, tickets
          can only be refunded if the event is cancelled, postponed or significantly changed.
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
          When an event is cancelled, postponed or significantly changed, the Tikiti service fee is refunded with the
          ticket price.
        </li>
        <li>
          For refunds within a host’s refund window, the ticket price is refunded but the service fee is not, as the
          sale was completed.
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
        Nothing to refund, but please cancel a reservation you cannot use from your tickets so that someone else can
        take the spot.
      </p>
    ),
  },
  {
    id: 'payment-problems',
    title: 'Payment problems',
    content: (
      <p>
        If M-Pesa or your card was charged but no ticket arrived, or you were charged twice, contact us with your M-Pesa
        confirmation code or the date and amount of the card payment. We will match the payment and either send your
        ticket or refund you in full within 7 days.
      </p>
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
        <ol>
          <li>
            Email <a href="mailto:hello@tikiti.africa">hello@tikiti.africa</a> with the subject “Refund request”, from
            the email address you used to buy.
          </li>
          <li>Include your order number (it is on your ticket email), the event name and the reason.</li>
          <li>For M-Pesa payments, add the phone number that paid.</li>
        </ol>
        <p>
          We reply within 2 working days. If the refund depends on the host’s window and they have not answered within 5
          working days, we decide for them based on this policy.
        </p>
      </>
    ),
  },
];

export default function RefundPolicyRoute() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Refund Policy"
      lastUpdated="1 November 2026"
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
