import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The query of a resource the pages read as it is: GET `path`, fresh for `minutes` (spec section 7). */
export const cachedGet = <T>(path: string, minutes: number) =>
  queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiGet<T>(path, { signal }),
    staleTime: minutes * 60 * 1000,
  });
