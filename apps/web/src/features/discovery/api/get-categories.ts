import { useQuery } from '@tanstack/react-query';
import type { TCategory } from '@tribe/contracts';
import { cachedGet } from './cached-get';

export type { TCategory };

/** GET /api/categories: [{ id, name, nameSw }] (nameSw: in Kiswahili, or null); cached 10 minutes. */
export const categoriesQuery = cachedGet<TCategory[]>('/api/categories', 10);

/** Event categories. */
export function useCategories() {
  return useQuery(categoriesQuery);
}
