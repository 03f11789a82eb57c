import { INTL_LOCALE } from '@tribe/contracts/locale';
import { REVIEW_REPLY_MAX, type THostReview, type THostReviewPage } from '@tribe/contracts/reviews';
import { MessageSquareReply, Pencil, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { getLocale } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { statusOf } from '@/lib/host-api';
import { useHostReviews, useReplyToReview, type TReviewFilters } from '../api/reviews';
import { RT } from '../reviews.texts';
import { NoAccess } from './host-shell';
import { EmptyState, LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';
import { Pager } from './pager';
import { FilterSelect } from './filter-select';

const positive = (v: string | null) => {
  const n = v ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** 'Dec 5, 2026' in the event's zone ('5 Des 2026' in Kiswahili). */
const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));

/**
 * /host/reviews: what attendees said after the acting host's events. The average, count and 1–5
 * spread of the chosen event (or all), filters by event and stars (kept in the address), the
 * reviews newest first, and a public reply written, edited or removed in place.
 */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const rating = positive(params.get('rating'));
  const filters: TReviewFilters = {
    eventId: positive(params.get('eventId')),
    rating: rating !== null && rating <= 5 ? rating : null,
    page: positive(params.get('page')) ?? 1,
  };
  const list = useHostReviews(filters);

  const change = (next: Partial<Record<'eventId' | 'rating' | 'page', string | null>>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p, { replace: true });
  };

  if (statusOf(list.error) === 403) return <NoAccess />;

  return (
    <>
      <PageHeading title={RT.title} />
      {list.isPending ? (
        <div className="grid gap-3" aria-label={RT.title} aria-busy="true">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-14 rounded-2xl" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : list.error ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.events.length === 0 ? (
        <EmptyState icon={<Star aria-hidden="true" className="size-7" />} title={RT.emptyTitle} text={RT.emptyText()} />
      ) : (
        <Loaded data={list.data} filters={filters} change={change} />
      )}
    </>
  );
}

function Loaded({
  data,
  filters,
  change,
}: {
  data: THostReviewPage;
  filters: TReviewFilters;
  change: (next: Partial<Record<'eventId' | 'rating' | 'page', string | null>>) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const filtered = filters.eventId !== null || filters.rating !== null;
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-4 lg:sticky lg:top-4">
        <Summary data={data} rating={filters.rating} onRating={(n) => change({ rating: n ? String(n) : null })} />
        <div
          role="group"
          aria-label={RT.filters}
          className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-1"
        >
          <FilterSelect
            showLabel
            label={RT.event}
            value={filters.eventId ? String(filters.eventId) : ''}
            onChange={(v) => change({ eventId: v || null })}
            options={[
              { value: '', label: RT.allEvents },
              ...data.events.map((e) => ({
                value: String(e.eventId),
                label: RT.eventOption(e.title, e.average, e.count),
              })),
            ]}
          />
          <FilterSelect
            showLabel
            label={RT.rating}
            value={filters.rating ? String(filters.rating) : ''}
            onChange={(v) => change({ rating: v || null })}
            options={[
              { value: '', label: RT.allRatings },
              ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: RT.ratingOption(n) })),
            ]}
          />
        </div>
      </div>

      <section aria-label={RT.list} className="min-w-0">
        {data.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="text-stone-700">{filtered ? RT.noMatches : RT.noneSubmitted(data.stats.requested)}</p>
            {filtered && (
              <Button variant="outline" className="mt-4" onClick={() => change({ eventId: null, rating: null })}>
                {RT.clearFilters}
              </Button>
            )}
          </div>
        ) : (
          <>
            <ul className="grid gap-3">
              {data.items.map((review) => (
                <ReviewCard key={review.id} review={review} showEvent={filters.eventId === null} />
              ))}
            </ul>
            <Pager
              page={filters.page}
              pages={pages}
              onPage={(page) => change({ page: String(page) })}
              words={{ nav: RT.pagination, previous: RT.previous, next: RT.next, pageOf: RT.page }}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** The average, count and the 1–5 bars; a bar filters the list by its stars. */
function Summary({
  data,
  rating,
  onRating,
}: {
  data: THostReviewPage;
  rating: number | null;
  onRating: (n: number | null) => void;
}) {
  const { stats } = data;
  const most = Math.max(1, ...stats.distribution.map((d) => d.count));
  const rate = stats.requested ? Math.round((stats.count / stats.requested) * 100) : 0;
  const headingId = useId();
  return (
    <Panel title={RT.summary} labelledBy={headingId}>
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold tabular-nums tracking-tight text-stone-900">
          {stats.average === null ? '–' : stats.average.toFixed(1)}
        </p>
        <div className="min-w-0">
          <Stars
            value={stats.average ?? 0}
            label={stats.average === null ? RT.noReviewsYetShort : RT.ratedOutOf5(stats.average)}
          />
          <p className="mt-1 text-sm text-stone-700">
            {stats.count ? RT.reviewsCount(stats.count) : RT.noReviewsYetShort}
          </p>
          {stats.requested > 0 && (
            <p className="text-xs text-stone-500">
              {RT.askedCount(stats.requested)} · {RT.responseRate(rate)}
            </p>
          )}
        </div>
      </div>
      <ul aria-label={RT.distribution} className="mt-4 grid gap-1">
        {stats.distribution.map((d) => {
          const active = rating === d.rating;
          return (
            <li key={d.rating}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={RT.filterByStars(d.rating, d.count)}
                onClick={() => onRating(active ? null : d.rating)}
                className={cn(
                  'grid w-full grid-cols-[2.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 rounded-lg px-1.5 py-1 text-sm hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
                  active && 'bg-orange-50 ring-1 ring-orange-200',
                )}
              >
                <span className="flex items-center gap-1 font-semibold tabular-nums text-stone-800">
                  {d.rating}
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-stone-100">
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${(d.count / most) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums text-stone-600">{d.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function ReviewCard({ review, showEvent }: { review: THostReview; showEvent: boolean }) {
  const nameId = useId();
  const name = review.reviewerName ?? RT.anonymous;
  const [editing, setEditing] = useState(false);
  const when = review.occurrenceStartsAt ? dayOf(review.occurrenceStartsAt, review.timeZone) : null;
  return (
    <li aria-labelledby={nameId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 items-center gap-2">
          <Stars value={review.rating} size="sm" label={RT.stars(review.rating)} />
          <p id={nameId} className="truncate font-semibold text-stone-900">
            {name}
          </p>
        </div>
        <p className="text-xs text-stone-500">{dayOf(review.submittedAt, review.timeZone)}</p>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {[showEvent ? review.eventTitle : null, when, review.ticketTypeName ? RT.ticketOf(review.ticketTypeName) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {review.hidden && (
        <p className="mt-2 inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
          {RT.hidden}
        </p>
      )}
      {review.comment ? (
        <p className="mt-3 whitespace-pre-line break-words text-stone-800">{review.comment}</p>
      ) : (
        <p className="mt-3 text-sm italic text-stone-500">{RT.noComment}</p>
      )}

      {editing ? (
        <ReplyForm review={review} name={name} onDone={() => setEditing(false)} />
      ) : review.hostReply ? (
        <Reply review={review} onEdit={() => setEditing(true)} />
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {RT.reply}
        </Button>
      )}
    </li>
  );
}

/** The host's reply as posted, with edit and remove. */
function Reply({ review, onEdit }: { review: THostReview; onEdit: () => void }) {
  const reply = useReplyToReview();
  const remove = () =>
    reply.mutate(
      { id: review.id, reply: '' },
      {
        onSuccess: () => toast({ title: RT.replyRemoved }),
        onError: (err) =>
          toast({ title: statusOf(err) === 404 ? RT.reviewGone : RT.replyFailed, variant: 'destructive' }),
      },
    );
  return (
    <div className="mt-4 rounded-xl border-l-4 border-orange-300 bg-orange-50/60 px-3 py-2.5">
      <p className="text-xs font-semibold text-stone-700">
        {RT.yourReply}
        {review.hostReplyAt && (
          <span className="font-normal text-stone-500">
            {' '}
            · {RT.repliedOn(dayOf(review.hostReplyAt, review.timeZone))}
          </span>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">{review.hostReply}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {RT.editReply}
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={remove} disabled={reply.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {RT.removeReply}
        </Button>
      </div>
    </div>
  );
}

function ReplyForm({ review, name, onDone }: { review: THostReview; name: string; onDone: () => void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState(review.hostReply ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { field: useId(), help: useId() };
  const tooLong = text.length > REVIEW_REPLY_MAX;
  const editing = review.hostReply !== null;

  const save = () => {
    setError(null);
    if (!text.trim()) return setError(RT.replyEmpty);
    if (tooLong) return setError(RT.replyTooLong());
    reply.mutate(
      { id: review.id, reply: text },
      {
        onSuccess: () => {
          toast({ title: editing ? RT.replySaved : RT.replyPosted });
          onDone();
        },
        onError: (err) => setError(statusOf(err) === 404 ? RT.reviewGone : RT.replyFailed),
      },
    );
  };

  return (
    <form
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={ids.field} className="text-sm font-semibold text-stone-800">
        {RT.replyLabel(name)}
      </label>
      <textarea
        id={ids.field}
        value={text}
        autoFocus
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        aria-describedby={ids.help}
        aria-invalid={Boolean(error) || tooLong || undefined}
        className={cn(inputClass, 'mt-1.5 resize-y py-2.5', error || tooLong ? 'border-red-600' : 'border-stone-300')}
      />
      <p
        id={ids.help}
        className={cn('mt-1 flex justify-between gap-3 text-xs', error || tooLong ? 'text-red-700' : 'text-stone-500')}
      >
        <span role={error ? 'alert' : undefined}>{error ?? (tooLong ? RT.replyTooLong() : RT.replyHint)}</span>
        <span className="shrink-0 tabular-nums">{RT.replyCount(text.length)}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? RT.saving : editing ? RT.saveReply : RT.postReply}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={reply.isPending}>
          {RT.cancel}
        </Button>
      </div>
    </form>
  );
}
