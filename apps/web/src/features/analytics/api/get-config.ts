import type { TConfigResponse } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

/** Same key as every other reader of the public configuration, so it is fetched once. */
export const configQueryKey = ['/api/config'] as const;

/** GET /api/config: public settings; a non-OK answer throws (spec section 7). */
export function getConfig(signal?: AbortSignal): Promise<TConfigResponse> {
  return apiGet<TConfigResponse>(configQueryKey[0], { signal });
}
