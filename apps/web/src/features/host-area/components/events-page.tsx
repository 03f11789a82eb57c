import type { THostEventSummary } from '@tribe/contracts/host-area';
import { can } from '@tribe/contracts/host-area';
import { Ban, CalendarPlus, ExternalLink, ImageOff, Pencil, Plus, ReceiptText, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cardDate } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { usePublishEvent, useHostEvents } from '../api/events';
import { statusOf } from '@/lib/host-api';
import { CT } from '../cancellation.texts';
import { T } from '../texts';
import { CancelEventDialog, CancellationProgressDialog } from './cancel-event';
import { NoAccess, useActingHost } from './host-shell';
import { EmptyState, LoadError, PageHeading, Skeleton } from '@/components/page/page-states';
import { StatusBadge } from './status-badge';

/** The host's events (/host/events): state, date, sales, and what can be done with each. */
export function EventsPage() {
  const { data, error, isPending, refetch } = useHostEvents();
  if (statusOf(error) === 403) return <NoAccess />;
  return (
    <>
      <PageHeading title={T.eventsTitle}>
        <Link to="/host/create-event" className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          {T.createEvent}
        </Link>
      </PageHeading>
      {isPending ? (
        <ul className="grid gap-3" aria-label={T.loading}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-28 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<CalendarPlus aria-hidden="true" className="size-7" />}
          title={T.noEventsTitle}
          text={T.noEventsText}
          action={{ to: '/host/create-event', label: T.createFirstEvent }}
        />
      ) : (
        <ul className="grid gap-3">
          {data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
    </>
  );
}

function EventRow({ event }: { event: THostEventSummary }) {
  const publish = usePublishEvent();
  const [problem, setProblem] = useState<string | null>(null);
  const owner = can(useActingHost().role, 'cancelEvents');
  const [cancelling, setCancelling] = useState(false);
  const [progress, setProgress] = useState(false);
  const onPublish = () => {
    setProblem(null);
    publish.mutate(event.id, {
      onSuccess: () => toast({ title: T.published(event.title), description: T.publishedText }),
      onError: (err) =>
        setProblem(err instanceof ApiError ? (err.serverMessage ?? T.errors.generic) : T.errors.network),
    });
  };
  const titleId = `event-${event.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-4 sm:p-4"
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:min-w-[26rem] sm:gap-4">
        <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:w-32">
          {event.imageUrl ? (
            <img src={event.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center">
              <ImageOff aria-hidden="true" className="size-6 text-stone-400" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={event.status} ended={event.ended} />
          </div>
          <h2 id={titleId} className="mt-1 truncate text-base font-bold text-stone-900 sm:text-lg">
            {event.title}
          </h2>
          <p className="text-sm text-stone-600">{event.startDate ? cardDate(event.startDate) : T.dateNotSet}</p>
          <p className="mt-0.5 text-sm tabular-nums text-stone-700">
            {T.soldOf(event.ticketsSold, event.capacity)} · {T.grossShort(event.gross)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link to={`/host/events/${event.id}/edit`} className={buttonClass('outline', 'sm')}>
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit}
        </Link>
        <Link to={`/host/events/${event.id}/tickets`} className={buttonClass('outline', 'sm')}>
          <Ticket aria-hidden="true" className="size-4" />
          {T.manageTickets}
        </Link>
        {event.status === 'live' && (
          <Link to={`/events/${event.externalId}`} className={buttonClass('ghost', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {T.viewPublicPage}
          </Link>
        )}
        {event.status === 'draft' && (
          <Button size="sm" onClick={onPublish} disabled={publish.isPending}>
            {publish.isPending ? T.publishing : T.publish}
          </Button>
        )}
        {event.status === 'cancelled' && (
          <Button variant="ghost" size="sm" onClick={() => setProgress(true)}>
            <ReceiptText aria-hidden="true" className="size-4" />
            {CT.refunds}
          </Button>
        )}
        {owner && event.status === 'live' && !event.ended && (
          <Button variant="ghost" size="sm" className="hover:bg-red-50" onClick={() => setCancelling(true)}>
            <Ban aria-hidden="true" className="size-4 text-red-700" />
            <span className="text-red-700">{CT.cancelEllipsis}</span>
          </Button>
        )}
      </div>
      {cancelling && (
        <CancelEventDialog
          eventId={event.id}
          eventTitle={event.title}
          open
          onOpenChange={setCancelling}
          onStarted={() => setProgress(true)}
        />
      )}
      {progress && (
        <CancellationProgressDialog
          eventId={event.id}
          eventTitle={event.title}
          open
          onOpenChange={setProgress}
          canRetry={owner}
        />
      )}
      {problem && (
        <div
          role="alert"
          className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:basis-full"
        >
          <p className="font-semibold">{T.cannotPublish}</p>
          <p>{problem}</p>
          <Link to={`/host/events/${event.id}/edit`} className="font-semibold underline">
            {T.edit}
          </Link>
        </div>
      )}
    </li>
  );
}
