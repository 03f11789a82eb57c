import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';

/**
 * `hidden_at`: hidden by an admin (docs/admin.md "Catalogue"): out of the public filters and the
 * create-event form, while events that have it keep it and still show it.
 * `name_sw`: the name in Kiswahili (migration 0020), shown instead of `name` to people who chose
 * Kiswahili; null: the English name shows in every language. The slug always comes from `name`.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSw: text('name_sw'),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug)],
);

/** Shown to people as 'Type'. Each belongs to one category. */
export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: requiredRef('category_id', () => categories.id, 'cascade'),
    name: text('name').notNull(),
    /** In Kiswahili, like a category's. */
    nameSw: text('name_sw'),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden like a category (see there); a hidden category's types are hidden with it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subcategories_category_slug_uq').on(t.categoryId, t.slug)],
);
