import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devOutbox, type OutboxAttachment } from '../../db/schema/index.js';

export type OutboxRow = typeof devOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: DbOrTx,
  msg: {
    channel?: 'email' | 'sms';
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: OutboxAttachment[] | null;
  },
): Promise<void> {
  await db.insert(devOutbox).values(msg);
}

/** The newest messages first. */
export function listOutbox(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}
