import type { TOrder, TOrderTicket } from '@tribe/contracts/checkout';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ticketQrUrl } from '../api/orders';
import { T } from '../texts';

/**
 * An order's tickets, one card each: ticket type, attendee, the signed QR code (an image the
 * server draws) and the code in words for a door that types it. Used on the success page and in
 * My tickets.
 */
export function TicketList({
  order,
  className,
  qrUrl = (id) => ticketQrUrl(order.token ?? '', id),
  takeBack,
}: {
  order: Pick<TOrder, 'tickets'> & { token?: string };
  className?: string;
  /** Where a ticket's QR image comes from: the order's link, or (tickets sent to this person) their own. */
  qrUrl?: (ticketId: number) => string;
  /** My tickets: a ticket returned to the waiting list and not yet offered can be taken back here. */
  takeBack?: (ticket: TOrderTicket) => ReactNode;
}) {
  if (order.tickets.length === 0) return null;
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)} aria-label={T.yourTickets}>
      {order.tickets.map((ticket) => {
        const isVoid = ticket.status === 'void';
        return (
          <li
            key={ticket.id}
            data-testid="ticket-card"
            className={cn(
              'flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm',
              isVoid && 'opacity-60',
            )}
          >
            <img
              src={qrUrl(ticket.id)}
              alt={T.qrAlt(ticket.code)}
              width={112}
              height={112}
              loading="lazy"
              className={cn('size-28 shrink-0 rounded-lg border border-stone-100 bg-white p-1', isVoid && 'grayscale')}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{ticket.ticketTypeName}</p>
              {ticket.attendeeName && (
                <p className="mt-0.5 truncate text-sm text-stone-600">
                  <span className="sr-only">{T.attendee}: </span>
                  {ticket.attendeeName}
                </p>
              )}
              <p className="mt-2 text-xs font-medium uppercase tracking-wide text-stone-500">{T.ticketCode}</p>
              <p className="break-all font-mono text-sm font-semibold text-stone-900">{ticket.code}</p>
              {ticket.transferPending && !ticket.checkedInAt && (
                <p className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {T.ticketWaiting}
                </p>
              )}
              {!isVoid && (ticket.resale?.status === 'listed' || ticket.resale?.status === 'offered') && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <p
                    className="inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
                    data-testid="ticket-resale"
                  >
                    {ticket.resale.status === 'listed' ? T.ticketReturned : T.ticketOffered}
                  </p>
                  {ticket.resale.status === 'listed' && takeBack?.(ticket)}
                </div>
              )}
              {(isVoid || ticket.checkedInAt) && (
                <p
                  className={cn(
                    'mt-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                    isVoid ? 'bg-stone-200 text-stone-700' : 'bg-emerald-100 text-emerald-800',
                  )}
                >
                  {isVoid
                    ? ticket.resale?.status === 'sold'
                      ? T.ticketResold(ticket.resale.refundAmount)
                      : ticket.reissued
                        ? T.ticketSent
                        : T.ticketVoid
                    : T.checkedIn}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
