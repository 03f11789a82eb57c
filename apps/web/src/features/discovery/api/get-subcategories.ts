import { useQuery } from '@tanstack/react-query';
import type { TSubcategory } from '@tribe/contracts';
import { cachedGet } from './cached-get';

export type { TSubcategory };

/** GET /api/subcategories: [{ id, name, categoryId, nameSw }] (shown as 'Type'); cached 10 minutes. */
export const subcategoriesQuery = cachedGet<TSubcategory[]>('/api/subcategories', 10);

/** Event subcategories. */
export function useSubcategories() {
  return useQuery(subcategoriesQuery);
}
