import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The category lists the form offers. Same query keys and cache time as the discovery pages, so
 * one cache entry serves both (features do not import each other).
 */
export interface TCategoryOption {
  id: number;
  name: string;
  /** In Kiswahili, null when an admin gave none (catalogueName picks). */
  nameSw: string | null;
}
export interface TSubcategoryOption extends TCategoryOption {
  categoryId: number;
}

export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['/api/categories'],
    queryFn: ({ signal }) => apiGet<TCategoryOption[]>('/api/categories', { signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useSubcategoryOptions = () =>
  useQuery({
    queryKey: ['/api/subcategories'],
    queryFn: ({ signal }) => apiGet<TSubcategoryOption[]>('/api/subcategories', { signal }),
    staleTime: 10 * 60 * 1000,
  });
