import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, eventSubcategories, events, subcategories, tribes } from '../../db/schema/index.js';

/**
 * Categories and their types (shown as 'Type'), and tribes, as the admin edits them
 * (docs/admin.md "Catalogue").
 */

export async function findCatalogue(db: DbOrTx) {
  const cats = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameSw: categories.nameSw,
      slug: categories.slug,
      sortOrder: categories.sortOrder,
      hiddenAt: categories.hiddenAt,
      events: sql<number>`(SELECT count(*)::int FROM ${events} e WHERE e.category_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  const subs = await db
    .select({
      id: subcategories.id,
      categoryId: subcategories.categoryId,
      name: subcategories.name,
      nameSw: subcategories.nameSw,
      slug: subcategories.slug,
      sortOrder: subcategories.sortOrder,
      hiddenAt: subcategories.hiddenAt,
      events: sql<number>`(SELECT count(DISTINCT x.id)::int FROM ${events} x
        WHERE x.subcategory_id = "subcategories"."id"
          OR EXISTS (SELECT 1 FROM ${eventSubcategories} es WHERE es.event_id = x.id AND es.subcategory_id = "subcategories"."id"))`,
    })
    .from(subcategories)
    .orderBy(asc(subcategories.sortOrder), asc(subcategories.name));
  return { cats, subs };
}

export const findCategory = async (db: DbOrTx, id: number) =>
  (await db.select().from(categories).where(eq(categories.id, id)).for('update'))[0] ?? null;
export const findSubcategory = async (db: DbOrTx, id: number) =>
  (await db.select().from(subcategories).where(eq(subcategories.id, id)).for('update'))[0] ?? null;

export async function insertCategory(db: DbOrTx, v: { name: string; nameSw: string | null; slug: string }) {
  const [row] = await db
    .insert(categories)
    .values({ ...v, sortOrder: sql`COALESCE((SELECT max(sort_order) + 1 FROM ${categories}), 0)` })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
export async function insertSubcategory(
  db: DbOrTx,
  v: { name: string; nameSw: string | null; slug: string; categoryId: number },
) {
  const [row] = await db
    .insert(subcategories)
    .values({
      ...v,
      sortOrder: sql`COALESCE((SELECT max(sort_order) + 1 FROM ${subcategories} WHERE category_id = ${v.categoryId}), 0)`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

type EntryChange = { name?: string; nameSw?: string | null; slug?: string; sortOrder?: number; hiddenAt?: Date | null };

export async function updateCategory(db: DbOrTx, id: number, v: EntryChange) {
  await db.update(categories).set(v).where(eq(categories.id, id));
}
export async function updateSubcategory(db: DbOrTx, id: number, v: EntryChange) {
  await db.update(subcategories).set(v).where(eq(subcategories.id, id));
}

/** Events using a category; types under it. */
export async function categoryUse(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      events: sql<number>`(SELECT count(*)::int FROM ${events} e WHERE e.category_id = ${id})`,
      types: sql<number>`(SELECT count(*)::int FROM ${subcategories} s WHERE s.category_id = ${id})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { events: Number(row?.events ?? 0), types: Number(row?.types ?? 0) };
}
export async function subcategoryUse(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(SELECT count(DISTINCT x.id)::int FROM ${events} x WHERE x.subcategory_id = ${id}
        OR EXISTS (SELECT 1 FROM ${eventSubcategories} es WHERE es.event_id = x.id AND es.subcategory_id = ${id}))`,
    })
    .from(sql`(SELECT 1) AS one`);
  return Number(row?.n ?? 0);
}

export const deleteCategory = (db: DbOrTx, id: number) => db.delete(categories).where(eq(categories.id, id));
export const deleteSubcategory = (db: DbOrTx, id: number) => db.delete(subcategories).where(eq(subcategories.id, id));

export type TribeRow = typeof tribes.$inferSelect;

/** Every tribe, in the home page's order, archived ones last. */
export async function findTribes(db: DbOrTx): Promise<TribeRow[]> {
  return db
    .select()
    .from(tribes)
    .orderBy(sql`${tribes.archivedAt} IS NOT NULL`, asc(tribes.position), asc(tribes.id));
}

export const findTribe = async (db: DbOrTx, id: number) =>
  (await db.select().from(tribes).where(eq(tribes.id, id)).for('update'))[0] ?? null;

type TribeFields = Pick<
  TribeRow,
  'name' | 'nameSw' | 'description' | 'descriptionSw' | 'imageUrl' | 'linkUrl' | 'platform' | 'members'
>;

/** Adds a tribe after the last one. */
export async function insertTribe(db: DbOrTx, v: TribeFields) {
  const [row] = await db
    .insert(tribes)
    .values({ ...v, position: sql`COALESCE((SELECT max(position) + 1 FROM ${tribes}), 0)` })
    .returning();
  return row!;
}

export async function updateTribe(
  db: DbOrTx,
  id: number,
  v: Partial<TribeFields> & { position?: number; archivedAt?: Date | null },
) {
  await db
    .update(tribes)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(tribes.id, id));
}
