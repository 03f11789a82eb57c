import type { TOrder, TOrderPayment } from '@tribe/contracts/checkout';
import { AlertTriangle, Ban, Clock, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { formatPrice } from '@tribe/contracts/money';
import { Button, buttonClass } from '@/components/ui/button';
import { PROMO_T } from '../promo.texts';
import { T } from '../texts';

export type OutcomeVariant =
  | 'declined'
  | 'abandoned'
  | 'expired'
  | 'late_sold_out'
  | 'late_promo_used_up'
  | 'cancelled'
  | 'refunded'
  | 'not_found';

/** An action of an outcome screen: a link, or a button. */
export type OutcomeAction = { label: string; to: string } | { label: string; onClick: () => void };

const ICONS: Record<OutcomeVariant, ReactNode> = {
  declined: <XCircle className="size-7 text-red-700" aria-hidden="true" />,
  abandoned: <Ban className="size-7 text-stone-700" aria-hidden="true" />,
  expired: <Clock className="size-7 text-amber-700" aria-hidden="true" />,
  late_sold_out: <AlertTriangle className="size-7 text-amber-700" aria-hidden="true" />,
  late_promo_used_up: <AlertTriangle className="size-7 text-amber-700" aria-hidden="true" />,
  cancelled: <Ban className="size-7 text-stone-700" aria-hidden="true" />,
  refunded: <Ban className="size-7 text-stone-700" aria-hidden="true" />,
  not_found: <SearchX className="size-7 text-stone-700" aria-hidden="true" />,
};

function headingAndText(variant: OutcomeVariant, amount: number): { title: string; text: string } {
  switch (variant) {
    case 'declined':
      return { title: T.declinedTitle, text: T.declinedText };
    case 'abandoned':
      return { title: T.abandonedTitle, text: T.abandonedText };
    case 'expired':
      return { title: T.expiredTitle, text: T.expiredText };
    case 'late_sold_out':
      return { title: T.lateSoldOutTitle, text: T.lateSoldOutText(amount) };
    case 'late_promo_used_up':
      return { title: PROMO_T.lateUsedUpTitle, text: PROMO_T.lateUsedUpText(amount) };
    case 'cancelled':
      return { title: T.cancelledTitle, text: T.cancelledText };
    case 'refunded':
      return { title: T.refundedTitle, text: T.refundedText };
    case 'not_found':
      return { title: T.orderNotFoundTitle, text: T.orderNotFoundText };
  }
}

function Action({ action, primary }: { action: OutcomeAction; primary: boolean }) {
  const variant = primary ? 'primary' : 'outline';
  if ('to' in action)
    return (
      <Link to={action.to} className={buttonClass(variant, 'lg', 'w-full sm:w-auto')}>
        {action.label}
      </Link>
    );
  return (
    <Button variant={variant} size="lg" className="w-full sm:w-auto" onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/**
 * Every way a checkout can end short of tickets, one screen each: the heading says what
 * happened, the text whether money moved, and the buttons what to do next.
 */
export function OutcomeScreen({
  variant,
  reason,
  amount = 0,
  primary,
  secondary,
  children,
}: {
  variant: OutcomeVariant;
  /** The provider's reason (a declined card, a cancelled prompt), when there is one. */
  reason?: string | null;
  /** The refunded amount (late_sold_out). */
  amount?: number;
  primary: OutcomeAction;
  secondary?: OutcomeAction | null;
  /** More to do before the buttons (e.g. paying by Paybill instead). */
  children?: ReactNode;
}) {
  const { title, text } = headingAndText(variant, amount);
  return (
    <section
      className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10"
      data-testid={`outcome-${variant}`}
    >
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-stone-100">{ICONS[variant]}</div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mx-auto mt-2 max-w-md text-stone-600">{text}</p>
      {reason && (
        <p className="mx-auto mt-3 max-w-md rounded-xl bg-stone-50 px-4 py-2 text-sm text-stone-700">
          <span className="font-semibold">{T.reasonLabel}:</span> {reason}
        </p>
      )}
      {children}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Action action={primary} primary />
        {secondary && <Action action={secondary} primary={false} />}
      </div>
    </section>
  );
}

/** Why a payment failed, in our words when the server gave a code (an M-Pesa prompt's), else its own. */
export function failureReasonOf(payment: TOrderPayment): string | null {
  return payment.failureCode ? T.mpesaFailures[payment.failureCode] : payment.message;
}

/** Which outcome a finished order shows, or null when it is pending, paid or reserved. */
export function outcomeOfOrder(
  order: TOrder,
): { variant: OutcomeVariant; reason: string | null; amount: number } | null {
  const refunded = order.refunds.reduce((s, r) => s + r.amount, 0) || order.total;
  if (order.statusReason === 'late_payment_sold_out')
    return { variant: 'late_sold_out', reason: null, amount: refunded };
  if (order.statusReason === 'late_payment_promo_used_up')
    return { variant: 'late_promo_used_up', reason: null, amount: refunded };
  switch (order.status) {
    case 'pending':
    case 'paid':
    case 'reserved':
      return null;
    case 'failed':
      return { variant: 'declined', reason: order.payment ? failureReasonOf(order.payment) : null, amount: 0 };
    case 'expired':
      return { variant: 'expired', reason: null, amount: 0 };
    case 'cancelled':
      return { variant: 'cancelled', reason: null, amount: 0 };
    case 'refunded':
      return { variant: 'refunded', reason: null, amount: refunded };
  }
}

/** An order the link does not name (or no longer does): have the tickets sent again, or browse. */
export function OrderNotFound() {
  return (
    <OutcomeScreen
      variant="not_found"
      primary={{ label: T.resendTickets, to: '/resend-tickets' }}
      secondary={{ label: T.browseEvents, to: '/events' }}
    />
  );
}

/** An order that ended without tickets (`outcomeOfOrder`): start again from its event, or browse. */
export function OrderEnded({
  outcome,
  eventPath,
}: {
  outcome: NonNullable<ReturnType<typeof outcomeOfOrder>>;
  eventPath: string;
}) {
  return (
    <OutcomeScreen
      variant={outcome.variant}
      reason={outcome.reason}
      amount={outcome.amount}
      primary={{ label: T.startAgain, to: eventPath }}
      secondary={{ label: T.browseEvents, to: '/events' }}
    />
  );
}

/** An order still pending whose last payment attempt failed or was abandoned: it can be tried again. */
export function failedAttemptOf(order: TOrder): { variant: 'declined' | 'abandoned'; reason: string | null } | null {
  if (order.status !== 'pending' || !order.payment) return null;
  if (order.payment.status === 'failed') return { variant: 'declined', reason: failureReasonOf(order.payment) };
  if (order.payment.status === 'abandoned') return { variant: 'abandoned', reason: null };
  return null;
}

/** How to pay the order by Paybill instead of the prompt (offered after a failed prompt). */
export function PaybillInstructions({
  paybill,
  amount,
}: {
  paybill: NonNullable<TOrderPayment['paybill']>;
  amount: number;
}) {
  const rows: [string, string][] = [
    [T.paybillBusiness, paybill.businessNumber],
    [T.paybillAccount, paybill.accountNumber],
    [T.paybillAmount, formatPrice(amount)],
  ];
  return (
    <div className="mx-auto mt-5 max-w-md rounded-xl border border-stone-200 p-4 text-left" data-testid="paybill">
      <h2 className="font-semibold text-stone-900">{T.paybillTitle}</h2>
      <p className="mt-1 text-sm text-stone-600">{T.paybillSteps}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-mono font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-500">{T.paybillWaiting}</p>
    </div>
  );
}
