import type { THostTicketSales } from '@tribe/contracts/host-area';
import { ListOrdered, Pencil, Send, TicketPercent } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { eventDateTime, fullDate } from '@/i18n/format';
import { useEventTicketSales, useHostEvent } from '../api/events';
import { statusOf } from '@/lib/host-api';
import { T } from '../texts';
import { AddGuestTicketsButton } from './complimentary-dialog';
import { NoAccess } from './host-shell';
import { LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';
import { EventNotFound } from './page-states';
import { PromoCodesPanel } from './promo-codes-panel';
import { PT } from '../promo-codes.texts';
import { WT } from '../waiting-list.texts';
import { TransfersPanel } from './transfers-panel';
import { WaitingListPanel } from './waiting-list-panel';

type TOccurrence = THostTicketSales['occurrences'][number];

/**
 * An event's places (/host/events/{id}/tickets): per date or show, each ticket type's sold, held
 * and available; below them the panels of what else decides who gets those places: promo codes,
 * the waiting list, and tickets sent to friends.
 */
export function EventTicketsPage({ eventId }: { eventId: number }) {
  const event = useHostEvent(eventId);
  const sales = useEventTicketSales(eventId);
  const error = sales.error ?? event.error;
  if (statusOf(error) === 403) return <NoAccess />;
  if (statusOf(error) === 404) return <EventNotFound />;
  return (
    <>
      <PageHeading title={event.data ? T.ticketsFor(event.data.title) : T.ticketsTitle}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/host/events/${eventId}/edit`} className={buttonClass('outline', 'md')}>
            <Pencil aria-hidden="true" className="size-4" />
            {T.edit}
          </Link>
          <a href="#promo-codes" className={buttonClass('outline', 'md')}>
            <TicketPercent aria-hidden="true" className="size-4" />
            {PT.title}
          </a>
          <a href="#waiting-list" className={buttonClass('outline', 'md')}>
            <ListOrdered aria-hidden="true" className="size-4" />
            {WT.link}
          </a>
          <a href="#transfers" className={buttonClass('outline', 'md')}>
            <Send aria-hidden="true" className="size-4" />
            {WT.transfers.link}
          </a>
          {event.data?.status === 'live' && <AddGuestTicketsButton eventId={eventId} />}
        </div>
      </PageHeading>
      {sales.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : sales.error ? (
        <LoadError onRetry={() => void sales.refetch()} />
      ) : sales.data.occurrences.length === 0 ? (
        <Panel>
          <p className="text-stone-600">{T.noDates}</p>
        </Panel>
      ) : (
        <div className="grid gap-4">
          {sales.data.occurrences.map((o) => (
            <OccurrenceTable key={o.key} occurrence={o} timeZone={event.data?.timeZone ?? null} />
          ))}
        </div>
      )}
      <div id="promo-codes" className="mt-6 scroll-mt-20">
        <PromoCodesPanel eventId={eventId} timeZone={event.data?.timeZone ?? null} />
      </div>
      <div id="waiting-list" className="mt-6 scroll-mt-20">
        <WaitingListPanel eventId={eventId} timeZone={event.data?.timeZone ?? null} />
      </div>
      <div id="transfers" className="mt-6 scroll-mt-20">
        <TransfersPanel
          eventId={eventId}
          timeZone={event.data?.timeZone ?? null}
          transfersAllowed={event.data?.transfersAllowed}
        />
      </div>
    </>
  );
}

function occurrenceTitle(o: TOccurrence, timeZone: string | null): string {
  if (o.startsAt) return eventDateTime(o.startsAt, timeZone);
  if (o.date) return fullDate(o.date);
  return T.dateNotSet;
}

function OccurrenceTable({ occurrence, timeZone }: { occurrence: TOccurrence; timeZone: string | null }) {
  const headingId = `occ-${occurrence.key}`;
  return (
    // min-w-0: a grid item would otherwise grow to the table's minimum width and push the page
    // sideways on a phone; the table scrolls inside its own box instead.
    <Panel title={occurrenceTitle(occurrence, timeZone)} labelledBy={headingId} className="min-w-0">
      <p className="-mt-3 mb-3 text-sm text-stone-600">{T.placesLine(occurrence.capacity)}</p>
      {occurrence.ticketTypes.length === 0 ? (
        <p className="text-stone-500">{T.noTicketTypes}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold sm:pl-0">
                  {T.ticketType}
                </th>
                {[T.sold, T.held, T.available].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-2 text-right font-semibold">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="w-1/3 px-4 py-2 sm:pr-0">
                  <span className="sr-only">{T.sold}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {occurrence.ticketTypes.map((t) => {
                const used = t.sold + t.held;
                const total = t.available === null ? null : used + t.available;
                return (
                  <tr key={t.id}>
                    <th scope="row" className="px-4 py-3 font-semibold text-stone-900 sm:pl-0">
                      {t.name}
                    </th>
                    <td className="px-2 py-3 text-right tabular-nums">{t.sold}</td>
                    <td className="px-2 py-3 text-right tabular-nums">{t.held}</td>
                    <td className="px-2 py-3 text-right tabular-nums">{t.available ?? T.unlimited}</td>
                    <td className="px-4 py-3 sm:pr-0">
                      {total !== null && total > 0 && (
                        <div
                          role="progressbar"
                          aria-label={T.soldShare(t.name, used, total)}
                          aria-valuemin={0}
                          aria-valuemax={total}
                          aria-valuenow={used}
                          className="flex h-2.5 overflow-hidden rounded-full bg-stone-100"
                        >
                          <div className="bg-orange-600" style={{ width: `${(t.sold / total) * 100}%` }} />
                          <div className="bg-amber-300" style={{ width: `${(t.held / total) * 100}%` }} />
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
