import type { TEvent } from '@tribe/contracts';
import { CalendarDays, MapPin } from 'lucide-react';
import { T } from '../texts';
import { BuyButton } from './buy-button';
import { priceSummary, whenSummary } from '../lib/summary';

interface TicketCardProps {
  event: TEvent;
  now: Date;
  started: boolean;
  ended: boolean;
  /** Its host cancelled it: nothing is sold. */
  cancelled?: boolean;
  onBuy: () => void;
}

/** The sticky desktop side card: price, when, where and the buy button (spec section 2). */
export function TicketCard({ event, now, started, ended, cancelled = false, onBuy }: TicketCardProps) {
  const price = priceSummary(event);
  const when = whenSummary(event, now);
  return (
    <aside
      aria-label={T.card.label}
      className="sticky top-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <p className="text-sm font-medium text-stone-500">
        {event.paymentType === 'external' ? T.card.soldExternally : T.card.price}
      </p>
      {price && <p className="mt-1 text-2xl font-bold tracking-tight text-stone-900">{price}</p>}
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex gap-3">
          <dt className="sr-only">{T.card.when}</dt>
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
          <dd className="text-stone-700">
            <span className="block font-medium text-stone-900">{when.primary}</span>
            {when.secondary && <span className="block">{when.secondary}</span>}
          </dd>
        </div>
        {event.location && (
          <div className="flex gap-3">
            <dt className="sr-only">{T.card.where}</dt>
            <MapPin className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
            <dd className="font-medium text-stone-900">{event.location}</dd>
          </div>
        )}
      </dl>
      <BuyButton started={started} ended={ended} cancelled={cancelled} onBuy={onBuy} className="mt-6" />
      {(started || ended || cancelled) && (
        <p className="mt-3 text-center text-sm text-stone-600">
          {cancelled ? T.card.cancelled : ended ? T.card.ended : T.card.offSale}
        </p>
      )}
    </aside>
  );
}
