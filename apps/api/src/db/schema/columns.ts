import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row, `integer NOT NULL REFERENCES … ON DELETE …`:
 * `cascade` when the row means nothing without the other (an event's dates), `restrict` when the
 * other must not go while this one stands (an order's event).
 */
export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });
