import { feeBreakdown, SERVICE_FEE_CAP_KES, SERVICE_FEE_FIXED_KES, SERVICE_FEE_PERCENT } from '@tribe/contracts';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { linkTo, strong } from '../markup';
import { T } from '../pricing.texts';
import { price } from '@/i18n/format';
import { rich } from '@/i18n/rich';
import { ScrollTable, LegalPage, type LegalSection, Bullets, DataTable, textSection } from './legal-page';

/** The fee as the pages show it ('5% + KES 30'), from the rule checkout charges (fees.ts). */
const fee = () => `${SERVICE_FEE_PERCENT}% + ${price(SERVICE_FEE_FIXED_KES)}`;
const EXAMPLE_PRICES = [500, 1000, 2500, 5000, 10000, 40000];

function Yes() {
  return (
    <>
      <Check aria-hidden="true" className="mx-auto size-5 text-emerald-700" />
      <span className="sr-only">{T.included}</span>
    </>
  );
}
function No() {
  return (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-stone-400" />
      <span className="sr-only">{T.notApplicable}</span>
    </>
  );
}

/** The comparison table's rows: feature, free events, paid events. */
function comparison(): [string, ReactNode, ReactNode][] {
  const C = T.compare;
  const yes = <Yes />;
  const no = <No />;
  return [
    [C.listing, C.free, C.free],
    [C.feePerTicket, C.none, C.feeCapped(fee(), SERVICE_FEE_CAP_KES)],
    [C.monthly, C.none, C.none],
    [C.payments, no, yes],
    [C.reservations, yes, yes],
    [C.checkIn, yes, yes],
    [C.team, yes, yes],
    [C.whoPays, no, yes],
    [C.conditions, yes, yes],
    [C.refundWindow, no, yes],
    [C.payouts, no, C.payoutsWhen],
  ];
}

function faq(): [string, ReactNode][] {
  const F = T.faq;
  return [
    [F.freeQ, <p>{F.freeA}</p>],
    [F.mpesaQ, <p>{F.mpesaA(fee())}</p>],
    [F.passOnQ, <p>{F.passOnA}</p>],
    [F.moneyQ, <p>{F.moneyA}</p>],
    [F.refundQ, <p>{rich(F.refundA, [linkTo('/refund-policy')])}</p>],
    [F.limitQ, <p>{F.limitA(SERVICE_FEE_CAP_KES)}</p>],
    [F.vatQ, <p>{F.vatA}</p>],
  ];
}

/** Cell padding of the pricing tables: tighter on phones, where four columns must fit. */
const CELL = 'px-2.5 py-3 sm:px-4';

function ExampleTable() {
  const E = T.examples;
  const rows = EXAMPLE_PRICES.map((ticketPrice) => {
    const passed = feeBreakdown(ticketPrice, 'buyer');
    const absorbed = feeBreakdown(ticketPrice, 'host');
    return [price(ticketPrice), price(passed.fee), price(passed.buyerPays), price(absorbed.hostReceives)];
  });
  return (
    <ScrollTable label={E.label}>
      <DataTable
        caption={E.caption}
        columns={[E.ticketPrice, E.tikitiFee, E.buyerPays, E.youReceive]}
        rows={rows}
        tableClass="w-full text-left text-xs sm:text-sm"
        cellClass={CELL}
        rowHeadClass="font-semibold text-stone-900"
        numeric
      />
    </ScrollTable>
  );
}

function PlanCards() {
  const P = T.plans;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-sm font-semibold text-stone-600">{P.freeEvents}</p>
        <p className="mt-2 text-4xl font-bold tracking-tight text-stone-950">{P.freePrice}</p>
        <p className="mt-2 text-sm text-stone-600">{P.freeText}</p>
      </div>
      <div className="rounded-2xl border-2 border-orange-700 bg-orange-50/50 p-6">
        <p className="text-sm font-semibold text-orange-800">{P.paidTickets}</p>
        <p className="mt-2 text-4xl font-bold tracking-tight text-stone-950">{fee()}</p>
        <p className="mt-2 text-sm text-stone-700">{P.paidText(SERVICE_FEE_CAP_KES)}</p>
      </div>
    </div>
  );
}

/** Wrapped in a div so the section's list typography (markers, indents) leaves the cards alone. */
function MoneySteps() {
  const S = T.steps;
  const steps: [string, string][] = [
    [S.buyerPaysTitle, S.buyerPaysText],
    [S.balanceTitle, S.balanceText],
    [S.eventTitle, S.eventText],
    [S.payoutTitle, S.payoutText],
  ];
  return (
    <div className="mt-6">
      <ol className="grid gap-3 sm:grid-cols-2">
        {steps.map(([title, text], i) => (
          <li key={i} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 pl-5!">
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

function sections(): LegalSection[] {
  const C = T.compare;
  return [
    {
      id: 'at-a-glance',
      title: T.glance.title,
      content: (
        <>
          <PlanCards />
          <Bullets items={[T.glance.noMonthly, T.glance.payWith, T.glance.youDecide, T.glance.collects]} />
        </>
      ),
    },
    textSection('free-events', T.free.title, T.free.text),
    {
      id: 'paid-tickets',
      title: T.paid.title,
      content: (
        <>
          <p>{rich(T.paid.text(SERVICE_FEE_PERCENT, SERVICE_FEE_FIXED_KES, SERVICE_FEE_CAP_KES), [strong, strong])}</p>
          <ExampleTable />
          <p className="text-sm text-stone-600">{T.paid.rounded}</p>
        </>
      ),
    },
    {
      id: 'who-pays',
      title: T.whoPays.title,
      content: (
        <>
          <p>{T.whoPays.intro}</p>
          <Bullets items={[rich(T.whoPays.passOn, [strong]), rich(T.whoPays.absorb, [strong])]} />
          <p>{T.whoPays.eitherWay}</p>
        </>
      ),
    },
    {
      id: 'money',
      title: T.money.title,
      content: (
        <>
          <MoneySteps />
          <p>{T.money.text}</p>
        </>
      ),
    },
    textSection('payouts', T.payouts.title, rich(T.payouts.request, [strong]), T.payouts.before),
    {
      id: 'refunds',
      title: T.refunds.title,
      content: <Bullets items={[T.refunds.window, T.refunds.cancel, T.refunds.single, T.refunds.balance]} />,
    },
    {
      id: 'compare',
      title: C.title,
      content: (
        <ScrollTable label={C.title}>
          <DataTable
            caption={C.caption}
            columns={[C.feature, T.plans.freeEvents, C.paidEvents]}
            rows={comparison()}
            tableClass="w-full text-left text-[13px] leading-5 sm:text-sm"
            cellClass={CELL}
            rowHeadClass="font-medium text-stone-900"
            centred
          />
        </ScrollTable>
      ),
    },
    {
      id: 'faq',
      title: T.faq.title,
      content: (
        <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {faq().map(([q, a], i) => (
            <details key={i} className="group px-5 pb-1 [&>p]:pb-4 [&_a]:text-orange-800 [&_a]:underline">
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
}

export function PricingPage() {
  return (
    <LegalPage
      texts={T}
      sections={sections()}
      contact={
        <>
          <p>{T.contact.text}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/auth/signup?type=host" className={buttonClass('primary', 'md')}>
              {T.contact.start}
            </Link>
            <a href="mailto:hello@tikiti.africa" className={buttonClass('outline', 'md')}>
              {T.contact.talk}
            </a>
          </div>
        </>
      }
    />
  );
}
