import { INTL_LOCALE } from '@tribe/contracts/locale';
import type { TPublicReview, TRatingSummary } from '@tribe/contracts/reviews';
import { Stars } from '@/components/ui/stars';
import { getLocale } from '@/i18n/i18n';
import { ET } from '../reviews.texts';

/** 'Dec 2026' ('Des 2026' in Kiswahili): when a review was written, no closer than the month. */
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], {
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));

/**
 * Stars and '4.6 (23 reviews)' under 'Hosted by': the event's own reviews, or else its host's
 * across their events; nothing before the first review.
 */
export function HostRating({
  rating,
  hostRating,
}: {
  rating?: TRatingSummary | null;
  hostRating?: TRatingSummary | null;
}) {
  const shown = rating?.count ? rating : hostRating?.count ? hostRating : null;
  if (!shown) return null;
  const line = shown === rating ? ET.ratingLine : ET.hostRatingLine;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-stone-700"
      data-testid="event-rating"
    >
      <Stars value={shown.average} size="sm" label={ET.ratedOutOf5(shown.average)} />
      <span>{line(shown.average, shown.count)}</span>
    </p>
  );
}

/** The latest few reviews with a comment, with the host's replies (from the event's own answer: no extra request). */
export function EventReviews({ reviews, hostName }: { reviews: TPublicReview[]; hostName: string | null }) {
  return (
    <ul className="grid gap-4">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Stars value={r.rating} size="sm" label={ET.stars(r.rating)} />
            <p className="font-semibold text-stone-900">{r.reviewerName ?? ET.anonymous}</p>
            <p className="text-sm text-stone-500">· {monthOf(r.submittedAt)}</p>
          </div>
          {r.comment && <p className="mt-2 whitespace-pre-line break-words text-stone-700">{r.comment}</p>}
          {r.hostReply && (
            <div className="mt-3 rounded-xl border-l-4 border-orange-300 bg-orange-50/60 px-3 py-2">
              <p className="text-xs font-semibold text-stone-700">{ET.replyFrom(hostName ?? ET.theHost)}</p>
              <p className="mt-0.5 whitespace-pre-line break-words text-sm text-stone-700">{r.hostReply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
