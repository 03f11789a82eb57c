import { useQuery } from '@tanstack/react-query';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { eventDateTime } from '@/i18n/format';
import { apiGet } from '@/lib/api-client';
import { MyTicketsRow, MyTicketsSection } from './my-tickets-section';
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
    <MyTicketsSection id="waiting-lists" title={MT.lines.title}>
      <ul className="space-y-2">
        {entries.map((e) => (
          <MyTicketsRow
            key={e.token}
            testId="my-waiting-list"
            className="gap-3"
            title={e.eventName}
            detail={
              <>
                {MT.lines.what(e.ticketTypeName, e.quantity)}
                {e.startsAt ? ` · ${eventDateTime(e.startsAt)}` : ''}
              </>
            }
            more={
              <p className="mt-0.5 text-sm font-medium text-stone-800">
                {e.status === 'offered' && e.offer
                  ? MT.lines.offer(eventDateTime(e.offer.expiresAt))
                  : MT.lines.position(e.position ?? 1)}
              </p>
            }
          >
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
          </MyTicketsRow>
        ))}
      </ul>
    </MyTicketsSection>
  );
}
