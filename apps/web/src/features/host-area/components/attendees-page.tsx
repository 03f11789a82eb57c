import type { THostAttendee } from '@tribe/contracts/host-area';
import { CheckCircle2, Circle, Download, Search, Users } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { toast } from '@/components/ui/toast';
import { cardDate } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { attendeesCsvPath, downloadAttendeesCsv, useHostAttendees, type TAttendeeFilters } from '../api/attendees';
import { useHostEvent, useHostEvents } from '../api/events';
import { statusOf } from '@/lib/host-api';
import { T } from '../texts';
import { ComplimentaryBadge } from './complimentary-badge';
import { AddGuestTicketsButton } from './complimentary-dialog';
import { NoAccess } from './host-shell';
import { EmptyState, LoadError, PageHeading, Skeleton } from '@/components/page/page-states';
import { EventNotFound } from './page-states';
import { Pager } from './pager';
import { FilterSelect } from './filter-select';

const positiveInt = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The filters live in the address, so a filtered list can be shared, reloaded and gone back to. */
function useFilters(fixedEventId: number | null) {
  const [params, setParams] = useSearchParams();
  const checked = params.get('checkedIn');
  const filters: TAttendeeFilters = {
    eventId: fixedEventId ?? positiveInt(params.get('eventId')),
    ticketTypeId: positiveInt(params.get('ticketTypeId')),
    q: params.get('q') ?? '',
    checkedIn: checked === 'true' ? true : checked === 'false' ? false : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
  const change = (next: Partial<Record<'eventId' | 'ticketTypeId' | 'q' | 'checkedIn' | 'page', string | null>>) =>
    setParams(
      (old) => {
        const p = new URLSearchParams(old);
        for (const [k, v] of Object.entries(next)) {
          if (v === null || v === '') p.delete(k);
          else p.set(k, v);
        }
        // Any change but the page's own starts again from the first page.
        if (!('page' in next)) p.delete('page');
        return p;
      },
      { replace: true },
    );
  return { filters, change, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/**
 * Every ticket of the host's events (/host/attendees) or of one event
 * (/host/events/{id}/attendees): search, filters by event, ticket type and check-in, pages, and
 * a CSV export (names, emails, ticket types, check-in state; never phone numbers). A table on
 * wide screens, cards on phones.
 */
export function AttendeesPage({ eventId = null }: { eventId?: number | null }) {
  const { filters, change, clear } = useFilters(eventId);
  const events = useHostEvents();
  const event = useHostEvent(filters.eventId);
  const list = useHostAttendees(filters);
  const [q, setQ] = useState(filters.q);
  const [exporting, setExporting] = useState(false);

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (q === filters.q) return;
    const t = setTimeout(() => change({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  if (statusOf(list.error) === 403) return <NoAccess />;
  if (eventId !== null && statusOf(event.error ?? list.error) === 404) return <EventNotFound />;

  const title = eventId !== null && event.data ? T.attendeesFor(event.data.title) : T.attendeesTitle;
  const ticketTypes = event.data?.ticketTypes ?? [];
  const filtered = Boolean(
    filters.q || filters.checkedIn !== null || filters.ticketTypeId || (eventId === null && filters.eventId),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const onExport = async (e: React.MouseEvent) => {
    e.preventDefault();
    setExporting(true);
    try {
      await downloadAttendeesCsv(filters.eventId);
    } catch {
      toast({ title: T.exportFailed, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeading title={title}>
        <div className="flex flex-wrap gap-2">
          <a
            href={attendeesCsvPath(filters.eventId)}
            onClick={(e) => void onExport(e)}
            aria-disabled={exporting || undefined}
            className={buttonClass('outline', 'md')}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting ? T.exporting : T.exportCsv}
          </a>
          {eventId !== null && event.data?.status === 'live' && <AddGuestTicketsButton eventId={eventId} />}
        </div>
      </PageHeading>

      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          change({ q });
        }}
        className="mb-4 grid gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-4"
      >
        <label className="relative block sm:col-span-2 lg:col-span-1">
          <span className="sr-only">{T.search}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={T.searchAttendees}
            aria-label={T.search}
            className={cn(inputClass, 'h-11 border-stone-300 pl-9')}
          />
        </label>
        {eventId === null && (
          <FilterSelect
            label={T.eventFilter}
            value={filters.eventId ? String(filters.eventId) : ''}
            onChange={(v) => change({ eventId: v, ticketTypeId: null })}
            options={[
              { value: '', label: T.allEvents },
              ...(events.data ?? []).map((e) => ({ value: String(e.id), label: e.title })),
            ]}
          />
        )}
        <FilterSelect
          label={T.ticketTypeFilter}
          value={filters.ticketTypeId ? String(filters.ticketTypeId) : ''}
          disabled={filters.eventId === null}
          onChange={(v) => change({ ticketTypeId: v })}
          options={[
            { value: '', label: T.allTicketTypes },
            ...ticketTypes.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
        />
        <FilterSelect
          label={T.checkInFilter}
          value={filters.checkedIn === null ? '' : String(filters.checkedIn)}
          onChange={(v) => change({ checkedIn: v })}
          options={[
            { value: '', label: T.checkInAny },
            { value: 'true', label: T.checkedInOnly },
            { value: 'false', label: T.notCheckedInOnly },
          ]}
        />
      </form>

      {list.isPending ? (
        <div className="grid gap-2" aria-label={T.loading}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : list.error ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 && !filtered ? (
        <EmptyState
          icon={<Users aria-hidden="true" className="size-7" />}
          title={T.noAttendeesTitle}
          text={T.noAttendeesText}
        />
      ) : list.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-stone-700">{T.noMatches}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => {
              setQ('');
              clear();
            }}
          >
            {T.clearFilters}
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600" aria-live="polite">
            {T.attendeesCount(list.data.total)}
          </p>
          <AttendeeTable items={list.data.items} showEvent={eventId === null} />
          <AttendeeCards items={list.data.items} showEvent={eventId === null} />
          <Pager
            page={filters.page}
            pages={pages}
            onPage={(page) => change({ page: String(page) })}
            words={{ nav: T.pagination, previous: T.previousPage, next: T.nextPage, pageOf: T.pageOf }}
          />
        </>
      )}
    </>
  );
}

/** How the ticket came to its holder (decision 051): each time it was sent on. */
function History({ a }: { a: THostAttendee }) {
  if (!a.history?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-stone-600">
      {a.history.map((h) => (
        <li key={h.at}>{T.historyStep(h.fromName ?? T.noName, h.toName ?? T.noName, cardDate(h.at))}</li>
      ))}
    </ul>
  );
}

function CheckInState({ a }: { a: THostAttendee }) {
  if (a.ticketStatus === 'void') {
    return (
      <span className="inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
        {a.reissued ? T.ticketReissued : T.ticketVoid}
      </span>
    );
  }
  return a.checkedInAt ? (
    <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
      {T.checkedInAt(cardDate(a.checkedInAt), a.checkedInByName)}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
      <Circle aria-hidden="true" className="size-4 shrink-0" />
      {T.notCheckedIn}
    </span>
  );
}

function AttendeeTable({ items, showEvent }: { items: THostAttendee[]; showEvent: boolean }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <ColumnHead className="px-4">{T.attendee}</ColumnHead>
            {showEvent && <ColumnHead className="px-3">{T.event}</ColumnHead>}
            <ColumnHead className="px-3">{T.ticket}</ColumnHead>
            <ColumnHead className="px-3">{T.order}</ColumnHead>
            <ColumnHead className="px-4">{T.checkIn}</ColumnHead>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {items.map((a) => (
            <tr key={a.ticketId}>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-stone-900">{a.attendeeName ?? T.noName}</span>
                {a.attendeeEmail && <span className="block text-stone-600">{a.attendeeEmail}</span>}
                <History a={a} />
              </th>
              {showEvent && (
                <td className="px-3 py-3">
                  <span className="block text-stone-900">{a.eventTitle}</span>
                  {a.occurrenceStartsAt && (
                    <span className="block text-stone-600">{cardDate(a.occurrenceStartsAt)}</span>
                  )}
                </td>
              )}
              <td className="px-3 py-3">
                <span className="block text-stone-900">{a.ticketTypeName}</span>
                <span className="block font-mono text-xs text-stone-500">{T.codeEnding(a.code)}</span>
              </td>
              <td className="px-3 py-3">
                <span className="block whitespace-nowrap font-mono text-xs text-stone-700">{a.orderReference}</span>
                {a.orderSource === 'complimentary' && <ComplimentaryBadge />}
              </td>
              <td className="px-4 py-3">
                <CheckInState a={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AttendeeCards({ items, showEvent }: { items: THostAttendee[]; showEvent: boolean }) {
  return (
    <ul className="grid gap-2 md:hidden">
      {items.map((a) => (
        <li key={a.ticketId} className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <p className="font-semibold text-stone-900">{a.attendeeName ?? T.noName}</p>
          {a.attendeeEmail && <p className="break-all text-sm text-stone-600">{a.attendeeEmail}</p>}
          <History a={a} />
          <p className="mt-1 text-sm text-stone-800">
            {a.ticketTypeName} <span className="font-mono text-xs text-stone-500">{T.codeEnding(a.code)}</span>
            {' · '}
            <span className="font-mono text-xs">{a.orderReference}</span>
          </p>
          {showEvent && <p className="text-sm text-stone-600">{a.eventTitle}</p>}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <CheckInState a={a} />
            {a.orderSource === 'complimentary' && <ComplimentaryBadge />}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A column's heading in the attendees' table. */
function ColumnHead({ className, children }: { className: string; children: ReactNode }) {
  return (
    <th scope="col" className={cn(className, 'py-3 font-semibold')}>
      {children}
    </th>
  );
}
