import { useQuery } from '@tanstack/react-query';
import type { TConfigResponse } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

/** Same key as every other reader of the public configuration, so it is fetched once. */
const configQueryKey = ['/api/config'] as const;

/**
 * The Google Maps key from GET /api/config: null without one (or when the configuration cannot
 * be read), so the form offers typed coordinates instead of a map.
 */
export function useMapsKey(): { key: string | null; pending: boolean } {
  const query = useQuery({
    queryKey: configQueryKey,
    queryFn: ({ signal }) => apiGet<TConfigResponse>(configQueryKey[0], { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return { key: query.data?.googleMapsApiKey ?? null, pending: query.isPending };
}
