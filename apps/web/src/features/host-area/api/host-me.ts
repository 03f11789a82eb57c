import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THostMe } from '@tribe/contracts/host-area';
import { ApiError } from '@/lib/api-client';
import { HOST_QUERY_ROOT, hostGet, hostMeQueryKey, readActingHostId, storeActingHostId } from '@/lib/host-api';

export { hostMeQueryKey } from '@/lib/host-api';

/**
 * GET /api/host/me. A stored host the person is no longer on the team of answers 403: the choice
 * is forgotten and the server picks again, so a removed volunteer is not locked out of the rest.
 */
export async function fetchHostMe(signal?: AbortSignal): Promise<THostMe> {
  try {
    return await hostGet<THostMe>('/api/host/me', signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 403 && readActingHostId() !== null) {
      storeActingHostId(null);
      return hostGet<THostMe>('/api/host/me', signal);
    }
    throw err;
  }
}

export const hostMeQuery = queryOptions({
  queryKey: hostMeQueryKey,
  queryFn: ({ signal }) => fetchHostMe(signal),
  retry: false,
});

export const useHostMe = (enabled: boolean) => useQuery({ ...hostMeQuery, enabled });

/** Acts for another host from now on: stores the choice and reloads every host query. */
export function useSwitchHost() {
  const queryClient = useQueryClient();
  return (hostId: number) => {
    storeActingHostId(hostId);
    void queryClient.resetQueries({ queryKey: [HOST_QUERY_ROOT] });
  };
}
