import type { TTrackViewRequest } from '@tribe/contracts';
import { apiPost } from '@/lib/api-client';

export const EVENT_DETAILS_SOURCE = 'event_details_page';

/**
 * POST /api/events/track-view, once per view of an event page. A failure is logged and
 * otherwise ignored: counting views must never disturb the visitor (spec section 8).
 */
export async function trackView(eventId: number | string, referrer: string = document.referrer): Promise<void> {
  const body: TTrackViewRequest = { eventId, source: EVENT_DETAILS_SOURCE, referrer };
  try {
    await apiPost('/api/events/track-view', body);
  } catch (err) {
    console.error('Failed to track event view', err);
  }
}
