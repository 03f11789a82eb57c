import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubcategory } from '@tribe/contracts';
import { apiGet } from '@/lib/api-client';

export type { TSubcategory };

export const subcategoriesQueryKey = ['/api/subcategories'] as const;

/** GET /api/subcategories: [{ id, name, categoryId, nameSw }] (shown as 'Type'). */
export function fetchSubcategories(signal?: AbortSignal): Promise<TSubcategory[]> {
  return apiGet<TSubcategory[]>('/api/subcategories', { signal });
}

/** Event subcategories, cached 10 minutes (spec section 7). */
export const subcategoriesQuery = queryOptions({
  queryKey: subcategoriesQueryKey,
  queryFn: ({ signal }) => fetchSubcategories(signal),
  staleTime: 10 * 60 * 1000,
});

export function useSubcategories() {
  return useQuery(subcategoriesQuery);
}
