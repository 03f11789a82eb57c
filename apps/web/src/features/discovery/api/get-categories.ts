import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

export type { TCategory };

export const categoriesQueryKey = ['/api/categories'] as const;

/** GET /api/categories: [{ id, name, nameSw }] (nameSw: in Kiswahili, or null). */
export function fetchCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return apiGet<TCategory[]>('/api/categories', { signal });
}

/** Event categories, cached 10 minutes (spec section 7). */
export const categoriesQuery = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: ({ signal }) => fetchCategories(signal),
  staleTime: 10 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
