import { useQuery } from '@tanstack/react-query';
import type { TConfigResponse } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/config: public settings (maps key, public URL). Shared cache key with other readers. */
export function getConfig(signal?: AbortSignal): Promise<TConfigResponse> {
  return apiGet<TConfigResponse>('/api/config', { signal });
}

export function useConfig() {
  return useQuery({ queryKey: ['/api/config'], queryFn: ({ signal }) => getConfig(signal) });
}
