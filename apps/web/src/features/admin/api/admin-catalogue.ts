import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCatalogue, TAdminCatalogueUpdate, TAdminTribeCreate, TAdminTribeUpdate } from '@tribe/contracts';
import { adminGet, adminSend } from './admin-api';

/** The catalogue the admin edits (docs/admin.md "Catalogue"): categories, types and tribes. */
export const adminCatalogueQueryKey = ['/api/admin/catalogue'] as const;

export function useAdminCatalogue() {
  return useQuery({
    queryKey: adminCatalogueQueryKey,
    queryFn: ({ signal }) => adminGet<TAdminCatalogue>('/catalogue', { signal }),
  });
}

export type TCatalogueEdit =
  | { kind: 'category.create'; name: string; nameSw: string | null }
  | { kind: 'category.update'; id: number; change: TAdminCatalogueUpdate }
  | { kind: 'subcategory.create'; categoryId: number; name: string; nameSw: string | null }
  | { kind: 'subcategory.update'; id: number; change: TAdminCatalogueUpdate }
  | { kind: 'tribe.create'; tribe: TAdminTribeCreate }
  | { kind: 'tribe.update'; id: number; change: TAdminTribeUpdate };

function send(e: TCatalogueEdit): Promise<TAdminCatalogue> {
  switch (e.kind) {
    case 'category.create':
      return adminSend('POST', '/catalogue/categories', { name: e.name, nameSw: e.nameSw });
    case 'category.update':
      return adminSend('PATCH', `/catalogue/categories/${e.id}`, e.change);
    case 'subcategory.create':
      return adminSend('POST', '/catalogue/subcategories', {
        name: e.name,
        nameSw: e.nameSw,
        categoryId: e.categoryId,
      });
    case 'subcategory.update':
      return adminSend('PATCH', `/catalogue/subcategories/${e.id}`, e.change);
    case 'tribe.create':
      return adminSend('POST', '/catalogue/tribes', e.tribe);
    case 'tribe.update':
      return adminSend('PATCH', `/catalogue/tribes/${e.id}`, e.change);
  }
}

/** One edit; every answer is the whole catalogue, so the page redraws from it. */
export function useCatalogueEdit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (catalogue) => {
      qc.setQueryData(adminCatalogueQueryKey, catalogue);
      // The public lists this browser may hold (filters, create-event form, home tribes).
      for (const key of ['/api/categories', '/api/subcategories', '/api/tribes'])
        void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
