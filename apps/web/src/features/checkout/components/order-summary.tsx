import { promoDiscountLine } from '@tribe/contracts/promo-codes';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { T } from '../texts';
import { Panel } from './checkout-shell';
import { price } from '@/i18n/format';

export interface TSummaryLine {
  key: string | number;
  name: string;
  quantity: number;
  unitPrice: number;
}

const money = (amount: number) => (amount === 0 ? T.free : price(amount));

/**
 * What is being bought: the event, the date in words, a line per ticket type, the service fee and
 * the total. Before the order exists the figures are the browser's estimate; the order's own
 * figures (the server's prices) replace them once it does.
 */
export function OrderSummary({
  title,
  when,
  lines,
  fees,
  total,
  feePaidBy,
  reference,
  discount,
  promo,
}: {
  title: string;
  when: string | null;
  lines: readonly TSummaryLine[];
  fees: number;
  total: number;
  feePaidBy: 'buyer' | 'host';
  reference?: string | null;
  /** A promo code's discount: 'Promo EARLY −KES 500'. */
  discount?: { code: string; amount: number } | null;
  /** The promo code field (step 1 only), between the tickets and the totals. */
  promo?: ReactNode;
}) {
  const promoLine = discount && discount.amount > 0 ? promoDiscountLine(discount.code, discount.amount) : null;
  return (
    <Panel title={T.orderSummary}>
      <p className="font-semibold text-stone-900" data-testid="summary-event">
        {title}
      </p>
      {when && (
        <p className="mt-1 flex items-start gap-2 text-sm text-stone-600" data-testid="summary-when">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
          {when}
        </p>
      )}
      <dl className="mt-4 space-y-2 border-t border-stone-100 pt-4 text-sm">
        {lines.map((l) => (
          <div key={l.key} className="flex justify-between gap-4" data-testid="summary-line">
            <dt className="text-stone-700">{T.ticketLine(l.quantity, l.name)}</dt>
            <dd className="shrink-0 font-medium text-stone-900">{money(l.unitPrice * l.quantity)}</dd>
          </div>
        ))}
      </dl>
      {promo && <div className="mt-3">{promo}</div>}
      <dl className="mt-2 space-y-2 text-sm">
        {promoLine && (
          <div className="flex justify-between gap-4" data-testid="summary-discount">
            <dt className="text-emerald-800">{promoLine.label}</dt>
            <dd className="shrink-0 font-medium text-emerald-800">{promoLine.amount}</dd>
          </div>
        )}
        {fees > 0 && (
          <div className="flex justify-between gap-4" data-testid="summary-fee">
            <dt className="text-stone-700">{T.serviceFee}</dt>
            <dd className="shrink-0 font-medium text-stone-900">{price(fees)}</dd>
          </div>
        )}
        {fees === 0 && feePaidBy === 'host' && total > 0 && (
          <p className="text-xs text-stone-500">{T.serviceFeeIncluded}</p>
        )}
        <div
          className="flex justify-between gap-4 border-t border-stone-100 pt-3 text-base"
          data-testid="summary-total"
        >
          <dt className="font-semibold text-stone-900">{T.total}</dt>
          <dd className="shrink-0 font-bold text-stone-900">{money(total)}</dd>
        </div>
      </dl>
      {reference && (
        <p className="mt-4 text-xs text-stone-500">
          {T.referenceLabel}: <span className="font-mono font-semibold text-stone-700">{reference}</span>
        </p>
      )}
    </Panel>
  );
}
