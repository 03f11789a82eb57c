import { useQuery } from '@tanstack/react-query';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { eventDateTime } from '@/i18n/format';
import { apiGet } from '@/lib/api-client';
import { MT } from './texts';

export const myWaitingListsQueryKey = ['/api/waiting-list'] as const;

const enc = encodeURIComponent;

/**
 * The signed-in fan's places in line and open offers (GET /api/waiting-list, decision 050), on
 * My tickets: where they stand, and an open offer's "Pay now". Leaving is on the place's own page.
 */
export function MyWaitingLists() {
  const query = useQuery({
    queryKey: myWaitingListsQueryKey,
    queryFn: ({ signal }) => apiGet<{ entries: TWaitlistEntry[] }>('/api/waiting-list', { signal }),
    // An offer can arrive while the tab is open.
    refetchInterval: 30_000,
  });
  const entries = (query.data?.entries ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waiting-lists">
      <h2 id="waiting-lists" className="mb-3 text-lg font-bold text-stone-900">
        {MT.lines.title}
      </h2>
      <ul className="space-y-2">
        {entries.map((e) => (
          <li
            key={e.token}
            data-testid="my-waiting-list"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900">{e.eventName}</p>
              <p className="truncate text-sm text-stone-600">
                {MT.lines.what(e.ticketTypeName, e.quantity)}
                {e.startsAt ? ` · ${eventDateTime(e.startsAt)}` : ''}
              </p>
              <p className="mt-0.5 text-sm font-medium text-stone-800">
                {e.status === 'offered' && e.offer
                  ? MT.lines.offer(eventDateTime(e.offer.expiresAt))
                  : MT.lines.position(e.position ?? 1)}
              </p>
            </div>
            {e.status === 'offered' && e.offer ? (
              <Link
                to={`/checkout/${e.eventId}/payment?order=${enc(e.offer.orderToken)}`}
                className={buttonClass('primary', 'sm')}
              >
                {MT.lines.payNow}
              </Link>
            ) : (
              <Link to={`/waiting-list/${enc(e.token)}`} className={buttonClass('outline', 'sm')}>
                {MT.lines.open}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
