import type { TEvent } from '@tribe/contracts';
import { ExternalLink, Ticket } from 'lucide-react';
import { price } from '@/i18n/format';
import { T } from '../texts';

/** Spec section 2 "tickets summary": each ticket type with its price ('Free' when 0) and 'Limited' when capped. */
export function TicketSummary({ event }: { event: TEvent }) {
  if (event.ticketTypes.length === 0) {
    return event.paymentType === 'external' ? (
      <p className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
        <ExternalLink className="size-5 shrink-0 text-orange-700" aria-hidden="true" />
        {T.ticketSummary.external}
      </p>
    ) : (
      <ul className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <li className="flex items-center justify-between gap-4 p-4">
          <span className="flex items-center gap-3 font-semibold text-stone-900">
            <Ticket className="size-5 text-orange-700" aria-hidden="true" />
            {T.ticketSummary.freeAdmission}
          </span>
          <span className="font-semibold text-emerald-700">{T.ticketSummary.free}</span>
        </li>
      </ul>
    );
  }
  return (
    <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {event.ticketTypes.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-4 p-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              <span>{t.name}</span>
              {t.quantity !== null && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {T.ticketSummary.limited}
                </span>
              )}
            </p>
            {t.description && <p className="mt-0.5 text-sm text-stone-600">{t.description}</p>}
          </div>
          <span
            className={
              t.price > 0 ? 'shrink-0 font-semibold text-stone-900' : 'shrink-0 font-semibold text-emerald-700'
            }
          >
            {t.price > 0 ? price(t.price) : T.ticketSummary.free}
          </span>
        </li>
      ))}
    </ul>
  );
}
