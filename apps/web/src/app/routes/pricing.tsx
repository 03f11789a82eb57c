import {
  formatPrice,
  feeBreakdown,
  SERVICE_FEE_CAP_KES,
  SERVICE_FEE_FIXED_KES,
  SERVICE_FEE_PERCENT,
} from '@tribe/contracts';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ContactCard, ScrollTable, StaticPage, type StaticSection } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

const FEE = `${SERVICE_FEE_PERCENT}% + ${formatPrice(SERVICE_FEE_FIXED_KES)}`;
const CAP = formatPrice(SERVICE_FEE_CAP_KES);
const EXAMPLE_PRICES = [500, 1000, 2500, 5000, 10000, 40000];

const yes = (
  <>
    <Check aria-hidden="true" className="mx-auto size-5 text-emerald-700" />
    <span className="sr-only">Included</span>
  </>
);
const no = (
  <>
    <Minus aria-hidden="true" className="mx-auto size-5 text-stone-400" />
    <span className="sr-only">Not applicable</span>
  </>
);

const COMPARISON: [string, ReactNode, ReactNode][] = [
  ['Listing your event on Tikiti', 'Free', 'Free'],
  ['Fee per ticket', 'None', `${FEE}, capped at ${CAP}`],
  ['Monthly or set-up fees', 'None', 'None'],
  ['M-Pesa and card payments', no, yes],
  ['Reservations and attendee list', yes, yes],
  ['Ticket check-in at the door', yes, yes],
  ['Team members to help run the event', yes, yes],
  ['Choose who pays the fee', no, yes],
  ['Conditions of entry shown before booking', yes, yes],
  ['Your own refund window, shown before payment', no, yes],
  ['Payouts to M-Pesa or bank', no, 'After the event, within 3 working days of your request'],
];

const FAQ: [string, ReactNode][] = [
  [
    'Is it really free to list a free event?',
    <p>
      Yes. If your tickets cost nothing, Tikiti costs nothing: no listing fee, no per-reservation fee and no monthly
      fee.
    </p>,
  ],
  [
    'Does M-Pesa cost more than card?',
    <p>
      No. The fee is the same {FEE} per paid ticket whichever way the buyer pays. Payment processing by Paystack is
      already included in it.
    </p>,
  ],
  [
    'Can I pass the fee on to my buyers?',
    <p>
      Yes. For each event you choose: the buyer pays the fee on top of the ticket price, or you absorb it and the buyer
      pays exactly the ticket price. The checkout always shows buyers the full amount before they pay.
    </p>,
  ],
  [
    'When do I get my money?',
    <p>
      Buyers pay Tikiti, and we keep each event’s takings until the event is over, so that buyers can be refunded if it
      is cancelled. Once it is over, request a payout from your host settings and we send your balance to your M-Pesa
      number or Kenyan bank account within 3 working days. Payouts are free. Before your first payout we need your KRA
      PIN and your national ID or passport number.
    </p>,
  ],
  [
    'What happens to the fee if I refund a ticket?',
    <p>
      If you cancel the event or one of its dates, buyers get everything back, fee included, and you are not charged the
      fee on those tickets. If you refund an order for another reason, the ticket price is refunded and the fee is not.
      See the <Link to="/refund-policy">Refund Policy</Link>.
    </p>,
  ],
  [
    'Is there a limit on ticket prices or event size?',
    <p>
      No. Sell a KES 200 community screening or a KES 40,000 gala. The fee is capped at {CAP} per ticket, so expensive
      tickets never carry an unreasonable fee.
    </p>,
  ],
  [
    'Is VAT added to the fee?',
    <p>
      No. The fee shown here is the whole amount, taxes included: nothing is added at checkout or at payout. Tax on your
      own ticket income is yours to declare to the Kenya Revenue Authority.
    </p>,
  ],
];

function ExampleTable() {
  return (
    <ScrollTable label="Fee examples">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">What the fee comes to at different ticket prices</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
              Ticket price
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
              Tikiti fee
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
              Buyer pays (fee passed on)
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
              You receive (fee absorbed)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {EXAMPLE_PRICES.map((price) => {
            const passed = feeBreakdown(price, 'buyer');
            const absorbed = feeBreakdown(price, 'host');
            return (
              <tr key={price}>
                <th scope="row" className="px-2.5 py-3 sm:px-4 font-semibold text-stone-900">
                  {formatPrice(price)}
                </th>
                <td className="px-2.5 py-3 sm:px-4">{formatPrice(passed.fee)}</td>
                <td className="px-2.5 py-3 sm:px-4">{formatPrice(passed.buyerPays)}</td>
                <td className="px-2.5 py-3 sm:px-4">{formatPrice(absorbed.hostReceives)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function PlanCards() {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-sm font-semibold text-stone-600">Free events</p>
        <p className="mt-2 text-4xl font-bold tracking-tight text-stone-950">KES 0</p>
        <p className="mt-2 text-sm text-stone-600">No fees at all when your tickets are free.</p>
      </div>
      <div className="rounded-2xl border-2 border-orange-700 bg-orange-50/50 p-6">
        <p className="text-sm font-semibold text-orange-800">Paid tickets</p>
        <p className="mt-2 text-4xl font-bold tracking-tight text-stone-950">{FEE}</p>
        <p className="mt-2 text-sm text-stone-700">Per paid ticket, capped at {CAP}. Same for M-Pesa and card.</p>
      </div>
    </div>
  );
}

const MONEY_STEPS: [string, string][] = [
  [
    'The buyer pays Tikiti',
    'By M-Pesa or card through Paystack. Tikiti is the seller of record: the payment, the receipt and any refund go through us.',
  ],
  [
    'The sale goes to your balance',
    'Each event has its own balance in your host settings: what buyers paid, less Tikiti fees and refunds.',
  ],
  [
    'The event takes place',
    'We keep the takings until the event is over, so that buyers can be refunded if it is cancelled.',
  ],
  [
    'You request a payout',
    'We send the balance to your M-Pesa number or bank account within 3 working days, with no payout fee.',
  ],
];

/** Wrapped in a div so the section's list typography (markers, indents) leaves the cards alone. */
function MoneySteps() {
  return (
    <div className="mt-6">
      <ol className="grid gap-3 sm:grid-cols-2">
        {MONEY_STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 pl-5!">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-100 text-sm font-bold text-orange-800"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-stone-900">{title}</p>
              <p className="mt-1 text-sm leading-6 text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

const sections: StaticSection[] = [
  {
    id: 'at-a-glance',
    title: 'At a glance',
    content: (
      <>
        <PlanCards />
        <ul>
          <li>No monthly fees, no set-up fees, no contracts.</li>
          <li>Buyers pay with M-Pesa or card; both cost the same.</li>
          <li>You decide, per event, who pays the fee: your buyers or you.</li>
          <li>
            Tikiti collects the payments and, after the event, pays you the takings less fees and refunds, to M-Pesa or
            your bank within 3 working days of your request.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'free-events',
    title: 'Free events are free',
    content: (
      <p>
        Meetups, church concerts, community runs, open mics: if your event is free, listing it, taking reservations,
        sending tickets and checking people in at the door costs nothing. There is no catch and no limit on the number
        of free events you run.
      </p>
    ),
  },
  {
    id: 'paid-tickets',
    title: 'Paid tickets: one simple fee',
    content: (
      <>
        <p>
          For each paid ticket sold, Tikiti charges{' '}
          <strong>
            {SERVICE_FEE_PERCENT}% of the ticket price plus {formatPrice(SERVICE_FEE_FIXED_KES)}
          </strong>
          , capped at <strong>{CAP} per ticket</strong>. That single fee covers payment processing through Paystack,
          M-Pesa and card charges, your event page, e-tickets and check-in. Here is what it comes to:
        </p>
        <ExampleTable />
        <p className="text-sm text-stone-600">Fees are rounded to the nearest shilling.</p>
      </>
    ),
  },
  {
    id: 'who-pays',
    title: 'Who pays the fee',
    content: (
      <>
        <p>You choose, per event:</p>
        <ul>
          <li>
            <strong>Pass it on to buyers.</strong> The fee is added at checkout, and you receive the full ticket price.
            Most hosts choose this.
          </li>
          <li>
            <strong>Absorb it.</strong> Buyers pay exactly the price on your event page and the fee comes out of your
            balance. Good for round-number prices like KES 1,000 at the door.
          </li>
        </ul>
        <p>Either way buyers see the total before they pay, with no surprises at the last step.</p>
      </>
    ),
  },
  {
    id: 'money',
    title: 'How the money moves',
    content: (
      <>
        <MoneySteps />
        <p>
          Your balance for an event is always what buyers paid, less Tikiti fees, refunds and payouts already sent. It
          becomes payable once the event is over; for an event with several dates or show times, once its last date is
          over.
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    content: (
      <>
        <p>
          Request a payout from your host settings once your event is over. We send the balance to your M-Pesa number or
          Kenyan bank account <strong>within 3 working days of your request</strong>, with no payout fee.
        </p>
        <p>
          Before your first payout we need your KRA PIN and your national ID or passport number. Add them, with the
          M-Pesa number or bank account to pay, in your host settings.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds and cancellations',
    content: (
      <ul>
        <li>
          For each event you set a refund window (for example up to 7 days before, or no refunds) and your conditions of
          entry. Buyers see both before they pay.
        </li>
        <li>
          If you cancel the event or one of its dates, every buyer of it is refunded in full automatically, fee
          included, and you are not charged the fee on those tickets.
        </li>
        <li>
          You can refund a single order from your host area. The buyer gets the ticket price back; the fee is not
          refunded.
        </li>
        <li>
          Refunds come out of your event balance. A refund made after a payout leaves the balance negative, and it comes
          off your next payout.
        </li>
      </ul>
    ),
  },
  {
    id: 'compare',
    title: 'Free and paid events compared',
    content: (
      <ScrollTable label="Free and paid events compared">
        <table className="w-full text-left text-[13px] leading-5 sm:text-sm">
          <caption className="sr-only">What is included for free and for paid events</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
                Feature
              </th>
              <th scope="col" className="px-2.5 py-3 sm:px-4 text-center font-semibold">
                Free events
              </th>
              <th scope="col" className="px-2.5 py-3 sm:px-4 text-center font-semibold">
                Paid events
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {COMPARISON.map(([feature, free, paid]) => (
              <tr key={feature}>
                <th scope="row" className="px-2.5 py-3 sm:px-4 font-medium text-stone-900">
                  {feature}
                </th>
                <td className="px-2.5 py-3 sm:px-4 text-center">{free}</td>
                <td className="px-2.5 py-3 sm:px-4 text-center">{paid}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    ),
  },
  {
    id: 'faq',
    title: 'Questions hosts ask',
    content: (
      <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {FAQ.map(([q, a]) => (
          <details key={q} className="group px-5 pb-1 [&>p]:pb-4 [&_a]:text-orange-800 [&_a]:underline">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-orange-600 [&::-webkit-details-marker]:hidden">
              {q}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-orange-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            {a}
          </details>
        ))}
      </div>
    ),
  },
];

export default function PricingRoute() {
  useAreaTexts('legal');
  return (
    <StaticPage
      eyebrow="Pricing"
      title="Simple pricing for hosts"
      lastUpdated="22 November 2026"
      intro={
        <p>
          Free events are free. For paid tickets you pay one clear fee per ticket sold, and nothing else: no monthly
          fees, no set-up fees.
        </p>
      }
      sections={sections}
      footer={
        <ContactCard>
          <p className="font-semibold text-stone-900">Ready to host?</p>
          <p>Create your account and publish your first event in minutes.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/auth/signup?type=host" className={buttonClass('primary', 'md')}>
              Start hosting
            </Link>
            <a href="mailto:hello@tikiti.africa" className={buttonClass('outline', 'md')}>
              Talk to us
            </a>
          </div>
        </ContactCard>
      }
    />
  );
}
