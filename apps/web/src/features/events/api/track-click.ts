import type { TTrackClickRequest } from '@tribe/contracts';
import { apiPost } from '@/lib/api-client';

export type TClickType = TTrackClickRequest['clickType'];

/**
 * POST /api/events/track-click for a ticket button; `referrer` is the current path. A failure
 * is logged and otherwise ignored (spec section 8).
 */
export async function trackClick(
  eventId: number | string,
  clickType: TClickType,
  referrer: string = window.location.pathname,
): Promise<void> {
  const body: TTrackClickRequest = { eventId, clickType, referrer };
  try {
    await apiPost('/api/events/track-click', body);
  } catch (err) {
    console.error('Failed to track ticket click', err);
  }
}
