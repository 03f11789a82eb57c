import type { TAdminEvent } from '@tribe/contracts';
import { ExternalLink, Flag, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { ADMIN_PAGE_SIZE, useAdminEvents, useEventModeration, type AdminEventFilters } from '../api/admin-moderation';
import { EmptyState, LoadError, LoadingRows, PageHeading } from '@/components/page/page-states';
import { Pager } from '../components/admin-ui';
import { ActionDialog } from '../components/action-dialog';
import { EventFilterFields, EventFiltersSheet } from '../components/event-filters';
import { StatusBadge as Badge } from '@/components/page/page-states';
import { nairobiDateTime } from '../dates';
import { MOD_TEXT } from '../texts-moderation';
import { ADMIN_TEXT as T } from '../texts';

const E = MOD_TEXT.events;
/** Tailwind's `md`: from here up the filters sit in the page; below it they open in a sheet. */
const WIDE_QUERY = '(min-width: 768px)';
const fieldClass = cn(inputClass, 'h-11 border-stone-300');

const whenText = (iso: string | null) => (iso ? nairobiDateTime(iso) : E.noDate);

export function StatusBadge({ event }: { event: Pick<TAdminEvent, 'status' | 'unpublishedAt'> }) {
  const key = event.unpublishedAt ? 'unpublished' : event.status;
  const tone = ({ unpublished: 'busy', live: 'good', draft: 'neutral', cancelled: 'bad' } as const)[key];
  return <Badge tone={tone}>{E.statuses[key]}</Badge>;
}

const errorText = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : E.actionFailed);

/** /admin/events (docs/admin.md "Events"): every event, filtered on the server; take down, restore, feature. */
export function AdminEventsPage() {
  const [filters, setFilters] = useState<AdminEventFilters>({ offset: 0 });
  const [draft, setDraft] = useState<Omit<AdminEventFilters, 'offset'>>({});
  const list = useAdminEvents(filters);
  const moderate = useEventModeration();
  const [takingDown, setTakingDown] = useState<TAdminEvent | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft, offset: 0 });
  };
  const edit = (k: keyof typeof draft, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const set = (k: keyof typeof draft) => (v: string) => {
    edit(k, v);
    // Menus and dates apply at once; words wait for Search.
    if (k !== 'q') setFilters((f) => ({ ...f, ...draft, [k]: v, offset: 0 }));
  };
  const clear = () => {
    setDraft({});
    setFilters({ offset: 0 });
  };
  // On a phone the filters would fill the first screen: they wait behind a "Filters" button.
  const wide = useMediaQuery(WIDE_QUERY);

  const act = async (a: Parameters<typeof moderate.mutateAsync>[0], success: string): Promise<boolean> => {
    try {
      await moderate.mutateAsync(a);
      toast({ title: success });
      return true;
    } catch (err) {
      toast({ title: errorText(err), variant: 'destructive' });
      return false;
    }
  };

  return (
    <>
      <PageHeading title={T.pages.events} />
      <form
        onSubmit={apply}
        role="search"
        className="mb-5 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
          <input
            type="search"
            aria-label={E.search}
            placeholder={E.search}
            value={draft.q ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
            className={fieldClass}
          />
          <Button type="submit">{E.searchButton}</Button>
        </div>
        {wide ? (
          <>
            <EventFilterFields value={draft} onChange={(k, v, commit) => (commit ? set(k)(v) : edit(k, v))} />
            <div className="flex items-end">
              <Button type="button" variant="ghost" className="w-full" onClick={clear}>
                {E.clear}
              </Button>
            </div>
          </>
        ) : (
          <EventFiltersSheet
            filters={filters}
            onApply={(next) => {
              setDraft((d) => ({ ...next, q: d.q }));
              setFilters((f) => ({ ...next, q: f.q, offset: 0 }));
            }}
            onClear={clear}
          />
        )}
      </form>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={E.emptyTitle} text={E.emptyText} />
      ) : (
        <>
          <ul className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching}>
            {list.data.items.map((ev) => (
              <li
                key={ev.id}
                data-testid="admin-event"
                className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge event={ev} />
                      {ev.featured && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900">
                          <Star className="size-3" aria-hidden="true" />
                          {E.featured}
                        </span>
                      )}
                      {ev.openReports > 0 && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                          <Flag className="size-3" aria-hidden="true" />
                          {E.reports(ev.openReports)}
                        </span>
                      )}
                    </div>
                    <p className="mt-2 font-semibold text-stone-900">
                      {ev.title} <span className="font-normal text-stone-500">#{ev.id}</span>
                    </p>
                    <p className="text-sm text-stone-600">
                      {ev.host.vendorName} · {whenText(ev.startDate)}
                    </p>
                    {ev.unpublishedReason && (
                      <p className="mt-1 text-sm text-amber-900">{E.takenDownBecause(ev.unpublishedReason)}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {ev.status !== 'draft' && (
                      <Link
                        to={`/events/${ev.externalId}`}
                        target="_blank"
                        className="inline-flex h-9 items-center gap-1 rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
                      >
                        {E.view}
                        <ExternalLink className="size-3.5" aria-hidden="true" />
                      </Link>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={moderate.isPending}
                      onClick={() =>
                        void act(
                          { id: ev.id, kind: 'featured', featured: !ev.featured },
                          ev.featured ? E.featuredOff : E.featuredOn,
                        )
                      }
                    >
                      {ev.featured ? E.unfeature : E.feature}
                    </Button>
                    {ev.unpublishedAt ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={moderate.isPending}
                        onClick={() => void act({ id: ev.id, kind: 'restore' }, E.restored)}
                      >
                        {E.restore}
                      </Button>
                    ) : (
                      <Button size="sm" variant="destructive" onClick={() => setTakingDown(ev)}>
                        {E.unpublish}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            offset={filters.offset}
            limit={ADMIN_PAGE_SIZE}
            total={list.data.total}
            onChange={(offset) => setFilters((f) => ({ ...f, offset }))}
          />
        </>
      )}

      <UnpublishDialog event={takingDown} onClose={() => setTakingDown(null)} />
    </>
  );
}

/** Asks for the reason of a take-down (mailed to the host), then takes the event down. */
export function UnpublishDialog({
  event,
  onClose,
  onDone,
}: {
  event: TAdminEvent | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const moderate = useEventModeration();
  return (
    <ActionDialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={event ? E.unpublishTitle(event.title) : ''}
      text={E.unpublishText}
      confirmLabel={E.confirmUnpublish}
      cancelLabel={E.cancel}
      note={{ label: E.reasonLabel, hint: E.reasonHint, minLength: 5, maxLength: 1000 }}
      destructive
      onConfirm={async (reason) => {
        if (!event) return;
        await moderate.mutateAsync({ id: event.id, kind: 'unpublish', reason });
        toast({ title: E.unpublished });
        onDone?.();
      }}
    />
  );
}
