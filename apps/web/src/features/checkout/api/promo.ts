import type { TPromoCheck } from '@tribe/contracts/promo-codes';
import type { TPromoCheckRequest } from '@tribe/contracts/promo-codes.schema';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/events/{id}/promo-codes/check: what a code takes off these tickets, with the new
 * totals as the server works them out (the order recomputes them again). A 4xx says why not in
 * words, with a stable code (promo_code_*; rate_limited after many wrong codes).
 */
export function checkPromoCode(eventId: number | string, body: TPromoCheckRequest): Promise<TPromoCheck> {
  return apiPost<TPromoCheck>(`/api/events/${encodeURIComponent(String(eventId))}/promo-codes/check`, body);
}
