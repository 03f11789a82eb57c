import type { TAdminCatalogue } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { invalidateCatalogue } from '../events/events.service.js';
import * as repo from './admin-catalogue.repository.js';
import { MODERATION_TEXT as T } from './admin-moderation.texts.js';

/**
 * Categories and types edited by admins (docs/admin.md "Catalogue"). The public filters and event
 * pages read these same tables, so a change shows there once the catalogue caches are dropped.
 */

export interface CatalogueCtx {
  db: Db;
  adminId: number;
  requestId?: string;
}

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'entry';

const actor = (ctx: CatalogueCtx) => ({
  kind: 'admin' as const,
  adminId: ctx.adminId,
  requestId: ctx.requestId ?? null,
});

export async function getCatalogue(db: Db): Promise<TAdminCatalogue> {
  const { cats, subs } = await repo.findCatalogue(db);
  return {
    categories: cats.map((c) => ({
      ...c,
      events: Number(c.events),
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map(({ categoryId: _c, ...s }) => ({ ...s, events: Number(s.events) })),
    })),
  };
}

async function changed(ctx: CatalogueCtx): Promise<TAdminCatalogue> {
  await invalidateCatalogue(ctx.db);
  return getCatalogue(ctx.db);
}

const taken = (err: unknown) => {
  if (uniqueViolation(err)) throw new AppError('conflict', T.slugTaken);
  throw err;
};

/** @throws AppError conflict when another category has the same name (slug) */
export async function createCategory(ctx: CatalogueCtx, name: string): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, { name, slug: slugOf(name) });
    if (!row) throw new AppError('conflict', T.slugTaken);
    await recordAudit(tx, {
      actor: actor(ctx),
      hostId: null,
      action: 'category.created',
      subject: { type: 'category', id: row.id },
      details: { name },
    });
  });
  return changed(ctx);
}

/** @throws AppError catalogue_not_found; conflict when the new name is another's */
export async function updateCategory(
  ctx: CatalogueCtx,
  id: number,
  v: { name?: string | undefined; sortOrder?: number | undefined },
): Promise<TAdminCatalogue> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await repo.findCategory(tx, id);
      if (!before) throw new AppError('catalogue_not_found', T.categoryNotFound);
      await repo.updateCategory(tx, id, {
        ...(v.name !== undefined ? { name: v.name, slug: slugOf(v.name) } : {}),
        ...(v.sortOrder !== undefined ? { sortOrder: v.sortOrder } : {}),
      });
      await recordAudit(tx, {
        actor: actor(ctx),
        hostId: null,
        action: 'category.updated',
        subject: { type: 'category', id },
        details: {
          ...(v.name !== undefined ? { name: { before: before.name, after: v.name } } : {}),
          ...(v.sortOrder !== undefined ? { sortOrder: { before: before.sortOrder, after: v.sortOrder } } : {}),
        },
      });
    })
    .catch(taken);
  return changed(ctx);
}

/**
 * Deletes a category no event uses and with no types left.
 * @throws AppError catalogue_not_found; catalogue_in_use with what still uses it, in words
 */
export async function deleteCategory(ctx: CatalogueCtx, id: number): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, id);
    if (!row) throw new AppError('catalogue_not_found', T.categoryNotFound);
    const use = await repo.categoryUse(tx, id);
    if (use.events > 0) throw new AppError('catalogue_in_use', T.categoryInUse(use.events));
    if (use.types > 0) throw new AppError('catalogue_in_use', T.categoryHasTypes);
    await repo.deleteCategory(tx, id);
    await recordAudit(tx, {
      actor: actor(ctx),
      hostId: null,
      action: 'category.deleted',
      subject: { type: 'category', id },
      details: { name: row.name },
    });
  });
  return changed(ctx);
}

/** @throws AppError catalogue_not_found (no such category); conflict when the category has this type */
export async function createSubcategory(ctx: CatalogueCtx, categoryId: number, name: string): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findCategory(tx, categoryId))) throw new AppError('catalogue_not_found', T.categoryNotFound);
    const row = await repo.insertSubcategory(tx, { name, slug: slugOf(name), categoryId });
    if (!row) throw new AppError('conflict', T.slugTaken);
    await recordAudit(tx, {
      actor: actor(ctx),
      hostId: null,
      action: 'subcategory.created',
      subject: { type: 'subcategory', id: row.id },
      details: { name, categoryId },
    });
  });
  return changed(ctx);
}

/** @throws AppError catalogue_not_found; conflict when the new name is another type's of the category */
export async function updateSubcategory(
  ctx: CatalogueCtx,
  id: number,
  v: { name?: string | undefined; sortOrder?: number | undefined },
): Promise<TAdminCatalogue> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await repo.findSubcategory(tx, id);
      if (!before) throw new AppError('catalogue_not_found', T.subcategoryNotFound);
      await repo.updateSubcategory(tx, id, {
        ...(v.name !== undefined ? { name: v.name, slug: slugOf(v.name) } : {}),
        ...(v.sortOrder !== undefined ? { sortOrder: v.sortOrder } : {}),
      });
      await recordAudit(tx, {
        actor: actor(ctx),
        hostId: null,
        action: 'subcategory.updated',
        subject: { type: 'subcategory', id },
        details: {
          ...(v.name !== undefined ? { name: { before: before.name, after: v.name } } : {}),
          ...(v.sortOrder !== undefined ? { sortOrder: { before: before.sortOrder, after: v.sortOrder } } : {}),
        },
      });
    })
    .catch(taken);
  return changed(ctx);
}

/** @throws AppError catalogue_not_found; catalogue_in_use when an event has this type */
export async function deleteSubcategory(ctx: CatalogueCtx, id: number): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findSubcategory(tx, id);
    if (!row) throw new AppError('catalogue_not_found', T.subcategoryNotFound);
    const n = await repo.subcategoryUse(tx, id);
    if (n > 0) throw new AppError('catalogue_in_use', T.subcategoryInUse(n));
    await repo.deleteSubcategory(tx, id);
    await recordAudit(tx, {
      actor: actor(ctx),
      hostId: null,
      action: 'subcategory.deleted',
      subject: { type: 'subcategory', id },
      details: { name: row.name, categoryId: row.categoryId },
    });
  });
  return changed(ctx);
}
