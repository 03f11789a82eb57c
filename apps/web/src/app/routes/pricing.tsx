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
  ['Payouts to M-Pesa or bank', no, 'Within 3 working days after the event'],
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
      We pay out to your M-Pesa number or Kenyan bank account within 3 working days after your event ends. Payouts
      themselves are free. Ticket sales for an event are held until then so that refunds can be made if an event is
      cancelled.
    </p>,
  ],
  [
    'What happens to the fee if I refund a ticket?',
    <p>
      If the event is cancelled, buyers get everything back, fee included, and we do not charge you the fee. If you
      refund a ticket for another reason, the ticket price is refunded and the fee is not. See the{' '}
      <Link to="/refund-policy">Refund Policy</Link>.
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
    'Do you charge VAT?',
    <p>Our fee includes VAT where it applies. Your receipts from Tikiti show the fee and its VAT separately.</p>,
  ],
];

function ExampleTable() {
  return (
    <ScrollTable label="Fee examples">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">What the fee comes to at different ticket prices</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Ticket price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tikiti fee
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Buyer pays (fee passed on)
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
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
                <th scope="row" className="px-4 py-3 font-semibold text-stone-900">
                  {formatPrice(price)}
                </th>
                <td className="px-4 py-3">{formatPrice(passed.fee)}</td>
                <td className="px-4 py-3">{formatPrice(passed.buyerPays)}</td>
                <td className="px-4 py-3">{formatPrice(absorbed.hostReceives)}</td>
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
          <li>You decide who pays the fee: your buyers or you.</li>
          <li>Payouts to M-Pesa or your bank within 3 working days after the event.</li>
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
        sending reminders and checking people in at the door costs nothing. There is no catch and no limit on the number
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
            payout. Good for round-number prices like KES 1,000 at the door.
          </li>
        </ul>
        <p>Either way buyers see the total before they pay, with no surprises at the last step.</p>
      </>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    content: (
      <p>
        Your ticket sales are paid to your M-Pesa number or Kenyan bank account{' '}
        <strong>within 3 working days after your event</strong>, with no payout fee. Hosts running a long series
        (recurring events or many show times) are paid after each week of shows. You can see every sale, fee and payout
        in your host dashboard.
      </p>
    ),
  },
  {
    id: 'compare',
    title: 'Free and paid events compared',
    content: (
      <ScrollTable label="Free and paid events compared">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">What is included for free and for paid events</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                Free events
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                Paid events
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {COMPARISON.map(([feature, free, paid]) => (
              <tr key={feature}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                  {feature}
                </th>
                <td className="px-4 py-3 text-center">{free}</td>
                <td className="px-4 py-3 text-center">{paid}</td>
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
  return (
    <StaticPage
      eyebrow="Pricing"
      title="Simple pricing for hosts"
      lastUpdated="1 November 2026"
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
