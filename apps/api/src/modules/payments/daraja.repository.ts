import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import type { DarajaStore } from './daraja.js';
import type { ProviderName } from './provider.js';

/** Daraja's reads of the payments table (the rules are in daraja.ts and daraja.routes.ts). */

/** An attempt with its order's reference (a callback's secret is the order's), or undefined. */
export async function paymentWithOrderReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ payment: payments, orderReference: orders.reference })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row;
}

/** Daraja reads its attempts (and the router which provider took one) from the payments table. */
export function darajaStore(db: Db): DarajaStore & { providerOf(reference: string): Promise<ProviderName | null> } {
  return {
    async get(reference) {
      const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!p) return null;
      return { amount: p.amount, currency: p.currency, providerRequestId: p.providerRequestId, createdAt: p.createdAt };
    },
    async providerOf(reference) {
      const [p] = await db
        .select({ provider: payments.provider })
        .from(payments)
        .where(eq(payments.reference, reference));
      return p?.provider ?? null;
    },
  };
}
