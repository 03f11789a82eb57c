import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads side by side when `db` is the pool (each gets a connection of its own),
 * and one after another inside a transaction, which has a single connection: pg queues a query
 * sent to a busy connection, deprecates doing so and will refuse it in pg 9. Pass each read as a
 * function so that nothing starts before this decides how to run it.
 */
export async function readTogether<T extends readonly unknown[]>(db: DbOrTx, ...reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
