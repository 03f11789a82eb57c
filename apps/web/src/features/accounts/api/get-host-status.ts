import type { THostStatusResponse } from '@tribe/contracts/auth';
import { apiGet } from '@/lib/api-client';

/** GET /api/auth/host-status (spec section 3 "Host status response"); read leniently, every field may be missing. */
export type THostStatus = Partial<THostStatusResponse>;

/** Always asks the server: the answer changes as onboarding goes on, so it is never cached. */
export function fetchHostStatus(): Promise<THostStatus> {
  return apiGet<THostStatus>('/api/auth/host-status');
}
