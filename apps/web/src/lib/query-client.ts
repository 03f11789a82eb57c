import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Default query: GET the query key joined as a path (spec section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join('/') as string, { signal });

/**
 * Spec defaults: no refetch interval, no refetch on window focus, data never goes stale, no
 * retries. Queries that need fresher data (an event page) say so where they are used.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
