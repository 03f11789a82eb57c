import type {
  TAdminCatalogue,
  TAdminCatalogueUpdate,
  TAdminTribe,
  TAdminTribeNew,
  TAdminTribeUpdate,
  TAuditAction,
  TAuditSubjectType,
} from '@tribe/contracts';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { invalidateCatalogue } from '../events/index.js';
import * as repo from './admin-catalogue.repository.js';
import { MODERATION_TEXT as T } from './admin-moderation.texts.js';

/**
 * Categories, types and tribes edited by admins (docs/admin.md "Catalogue"). The public filters,
 * event pages and the home page read these same tables, so a change shows there once the
 * catalogue caches are dropped. Every change writes its audit row in its transaction.
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

/** Records a change of the catalogue (which belongs to no host) by the admin of `ctx`. */
const audit = (
  tx: Tx,
  ctx: CatalogueCtx,
  action: TAuditAction,
  subject: { type: TAuditSubjectType; id: number },
  details: Record<string, unknown>,
) => recordAudit(tx, { actor: actor(ctx), hostId: null, action, subject, details });

const toAdminTribe = (t: repo.TribeRow): TAdminTribe => ({
  id: t.id,
  name: t.name,
  nameSw: t.nameSw,
  description: t.description,
  descriptionSw: t.descriptionSw,
  imageUrl: t.imageUrl,
  linkUrl: t.linkUrl,
  platform: t.platform,
  members: t.members,
  position: t.position,
  archived: t.archivedAt !== null,
});

export async function getCatalogue(db: Db): Promise<TAdminCatalogue> {
  const [{ cats, subs }, tribes] = await Promise.all([repo.findCatalogue(db), repo.findTribes(db)]);
  return {
    categories: cats.map(({ hiddenAt, ...c }) => ({
      ...c,
      events: Number(c.events),
      hidden: hiddenAt !== null,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map(({ categoryId: _c, hiddenAt: subHiddenAt, ...s }) => ({
          ...s,
          events: Number(s.events),
          hidden: subHiddenAt !== null,
        })),
    })),
    tribes: tribes.map(toAdminTribe),
  };
}

/**
 * The audit row of an edit: per changed field (the English and the Kiswahili name, the place),
 * before and after; hiding is its own action.
 */
function entryEdit(
  kind: 'category' | 'subcategory',
  before: { name: string; nameSw: string | null; sortOrder: number; hiddenAt: Date | null },
  v: TAdminCatalogueUpdate,
): { actions: TAuditAction[]; details: Record<string, unknown> } {
  const actions: TAuditAction[] = [];
  const details: Record<string, unknown> = {};
  if (v.name !== undefined && v.name !== before.name) details.name = { before: before.name, after: v.name };
  if (v.nameSw !== undefined && v.nameSw !== before.nameSw) details.nameSw = { before: before.nameSw, after: v.nameSw };
  if (v.sortOrder !== undefined && v.sortOrder !== before.sortOrder)
    details.sortOrder = { before: before.sortOrder, after: v.sortOrder };
  if (Object.keys(details).length) actions.push(`${kind}.updated`);
  if (v.hidden !== undefined && v.hidden !== (before.hiddenAt !== null))
    actions.push(v.hidden ? `${kind}.hidden` : `${kind}.shown`);
  return { actions, details };
}

function entryChange(
  before: { name: string; nameSw: string | null; hiddenAt: Date | null },
  v: TAdminCatalogueUpdate,
  now: Date,
) {
  return {
    ...(v.name !== undefined && v.name !== before.name ? { name: v.name, slug: slugOf(v.name) } : {}),
    ...(v.nameSw !== undefined && v.nameSw !== before.nameSw ? { nameSw: v.nameSw } : {}),
    ...(v.sortOrder !== undefined ? { sortOrder: v.sortOrder } : {}),
    ...(v.hidden !== undefined && v.hidden !== (before.hiddenAt !== null) ? { hiddenAt: v.hidden ? now : null } : {}),
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

/** The names a new entry is created with, as its audit row keeps them (the Kiswahili one when given). */
const namesOf = (name: string, nameSw: string | null) => (nameSw === null ? { name } : { name, nameSw });

/**
 * `nameSw`: the name in Kiswahili, or null (the English one shows in every language).
 * @throws AppError conflict when another category has the same name (slug)
 */
export async function createCategory(
  ctx: CatalogueCtx,
  name: string,
  nameSw: string | null = null,
): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.insertCategory(tx, { name, nameSw, slug: slugOf(name) });
    if (!row) throw new AppError('conflict', T.slugTaken);
    await audit(tx, ctx, 'category.created', { type: 'category', id: row.id }, namesOf(name, nameSw));
  });
  return changed(ctx);
}

/**
 * Renames (in English and/or Kiswahili), moves and/or hides (or shows again) a category. A hidden category leaves the public
 * filters and the create-event form, with its types; events that have it keep it. An edit that
 * changes nothing records nothing.
 * @throws AppError catalogue_not_found; conflict when the new name is another's
 */
export function updateCategory(ctx: CatalogueCtx, id: number, v: TAdminCatalogueUpdate): Promise<TAdminCatalogue> {
  return updateEntry(ctx, 'category', id, v, {
    find: repo.findCategory,
    save: repo.updateCategory,
    notFound: () => T.categoryNotFound,
    kept: (before) => ({ name: before.name }),
  });
}

type EntryRow = { name: string; nameSw: string | null; sortOrder: number; hiddenAt: Date | null };

/**
 * An edit of a category or a type, under the entry's row lock: its changes saved and each action
 * audited (`updated` with the fields before and after; hiding or showing with what names it).
 * An edit that changes nothing records nothing.
 */
async function updateEntry<Row extends EntryRow>(
  ctx: CatalogueCtx,
  kind: 'category' | 'subcategory',
  id: number,
  v: TAdminCatalogueUpdate,
  entry: {
    find: (tx: Tx, id: number) => Promise<Row | null>;
    save: (tx: Tx, id: number, change: ReturnType<typeof entryChange>) => Promise<void>;
    notFound: () => string;
    /** What the audit row of hiding or showing says of the entry. */
    kept: (before: Row) => Record<string, unknown>;
  },
): Promise<TAdminCatalogue> {
  await ctx.db
    .transaction(async (tx) => {
      const before = await entry.find(tx, id);
      if (!before) throw new AppError('catalogue_not_found', entry.notFound());
      const { actions, details } = entryEdit(kind, before, v);
      if (!actions.length) return;
      await entry.save(tx, id, entryChange(before, v, new Date()));
      for (const action of actions)
        await audit(tx, ctx, action, { type: kind, id }, action === `${kind}.updated` ? details : entry.kept(before));
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
    await audit(tx, ctx, 'category.deleted', { type: 'category', id }, { name: row.name });
  });
  return changed(ctx);
}

/** @throws AppError catalogue_not_found (no such category); conflict when the category has this type */
export async function createSubcategory(
  ctx: CatalogueCtx,
  categoryId: number,
  name: string,
  nameSw: string | null = null,
): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findCategory(tx, categoryId))) throw new AppError('catalogue_not_found', T.categoryNotFound);
    const row = await repo.insertSubcategory(tx, { name, nameSw, slug: slugOf(name), categoryId });
    if (!row) throw new AppError('conflict', T.slugTaken);
    await audit(
      tx,
      ctx,
      'subcategory.created',
      { type: 'subcategory', id: row.id },
      { ...namesOf(name, nameSw), categoryId },
    );
  });
  return changed(ctx);
}

/**
 * Renames, moves and/or hides (or shows again) a type, as updateCategory.
 * @throws AppError catalogue_not_found; conflict when the new name is another type's of the category
 */
export function updateSubcategory(ctx: CatalogueCtx, id: number, v: TAdminCatalogueUpdate): Promise<TAdminCatalogue> {
  return updateEntry(ctx, 'subcategory', id, v, {
    find: repo.findSubcategory,
    save: repo.updateSubcategory,
    notFound: () => T.subcategoryNotFound,
    kept: (before) => ({ name: before.name, categoryId: before.categoryId }),
  });
}

/** @throws AppError catalogue_not_found; catalogue_in_use when an event has this type */
export async function deleteSubcategory(ctx: CatalogueCtx, id: number): Promise<TAdminCatalogue> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findSubcategory(tx, id);
    if (!row) throw new AppError('catalogue_not_found', T.subcategoryNotFound);
    const n = await repo.subcategoryUse(tx, id);
    if (n > 0) throw new AppError('catalogue_in_use', T.subcategoryInUse(n));
    await repo.deleteSubcategory(tx, id);
    await audit(
      tx,
      ctx,
      'subcategory.deleted',
      { type: 'subcategory', id },
      { name: row.name, categoryId: row.categoryId },
    );
  });
  return changed(ctx);
}

/** Adds a tribe after the last one; it shows on the home page at once. */
export async function createTribe(ctx: CatalogueCtx, given: TAdminTribeNew): Promise<TAdminCatalogue> {
  const v = { ...given, descriptionSw: given.descriptionSw || null };
  await ctx.db.transaction(async (tx) => {
    const row = await repo.insertTribe(tx, v);
    await audit(
      tx,
      ctx,
      'tribe.created',
      { type: 'tribe', id: row.id },
      { ...namesOf(v.name, v.nameSw), linkUrl: v.linkUrl },
    );
  });
  return changed(ctx);
}

const TRIBE_FIELDS = [
  'name',
  'nameSw',
  'description',
  'descriptionSw',
  'imageUrl',
  'linkUrl',
  'platform',
  'members',
  'position',
] as const;

/**
 * Edits, moves, archives (off the home page, kept for the record) or brings back a tribe. An edit
 * that changes nothing records nothing.
 * @throws AppError catalogue_not_found
 */
export async function updateTribe(ctx: CatalogueCtx, id: number, given: TAdminTribeUpdate): Promise<TAdminCatalogue> {
  // An empty Kiswahili description is none: the English one shows.
  const v = given.descriptionSw === '' ? { ...given, descriptionSw: null } : given;
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findTribe(tx, id);
    if (!before) throw new AppError('catalogue_not_found', T.tribeNotFound);
    const details: Record<string, { before: unknown; after: unknown }> = {};
    const set: Parameters<typeof repo.updateTribe>[2] = {};
    for (const f of TRIBE_FIELDS) {
      const after = v[f];
      if (after === undefined || after === before[f]) continue;
      details[f] = { before: before[f], after };
      Object.assign(set, { [f]: after });
    }
    const archive = v.archived !== undefined && v.archived !== (before.archivedAt !== null) ? v.archived : null;
    if (archive !== null) set.archivedAt = archive ? new Date() : null;
    if (!Object.keys(set).length) return;
    await repo.updateTribe(tx, id, set);
    const subject = { type: 'tribe', id } as const;
    if (Object.keys(details).length) await audit(tx, ctx, 'tribe.updated', subject, details);
    if (archive !== null)
      await audit(tx, ctx, archive ? 'tribe.archived' : 'tribe.restored', subject, { name: before.name });
  });
  return changed(ctx);
}
