import { and, eq, gt, isNotNull, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { darajaC2bRegistrations, orders, payments, payouts, refunds } from '../../db/schema/index.js';
import type { DarajaStore } from './daraja.js';
import type { ProviderName } from './provider.js';

/**
 * Daraja's reads of the payments table, its writes of the hashes of the secrets in the addresses
 * Safaricom posts to (a prompt's callback, a refund's or a payout's B2C result, a Paybill
 * registration), and its reads of a payout sent by B2C (the rules are in daraja.ts and daraja.routes.ts; the admin area
 * writes payouts).
 */

/**
 * Daraja reads its attempts (and the router which provider took one) from the payments table, and
 * keeps each prompt's callback secret hash on its attempt's row.
 */
export function darajaStore(db: Db): DarajaStore & { providerOf(reference: string): Promise<ProviderName | null> } {
  return {
    async get(reference) {
      const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!p) return null;
      const c2b = p.providerResponse as { source?: unknown; transId?: unknown; transAmount?: unknown } | null;
      return {
        amount: p.amount,
        currency: p.currency,
        providerRequestId: p.providerRequestId,
        createdAt: p.createdAt,
        phone: p.phone,
        c2b:
          c2b?.source === 'c2b' && typeof c2b.transId === 'string' && typeof c2b.transAmount === 'number'
            ? { transId: c2b.transId, amount: c2b.transAmount }
            : null,
      };
    },
    async saveCallbackSecretHash(reference, hash) {
      await db.update(payments).set({ callbackSecretHash: hash }).where(eq(payments.reference, reference));
    },
    async saveRefundResultSecretHash(refundId, hash) {
      await db.update(refunds).set({ resultSecretHash: hash }).where(eq(refunds.id, refundId));
    },
    async savePayoutResultSecretHash(reference, hash) {
      await db.update(payouts).set({ resultSecretHash: hash }).where(eq(payouts.providerReference, reference));
    },
    async beginC2bRegistration(shortcode, hash) {
      const [row] = await db
        .insert(darajaC2bRegistrations)
        .values({ shortcode, secretHash: hash })
        .returning({ id: darajaC2bRegistrations.id });
      return row!.id;
    },
    async finishC2bRegistration(id, shortcode, ok) {
      if (!ok) {
        await db.delete(darajaC2bRegistrations).where(eq(darajaC2bRegistrations.id, id));
        return;
      }
      await db.transaction(async (tx) => {
        await tx
          .update(darajaC2bRegistrations)
          .set({ registeredAt: new Date() })
          .where(eq(darajaC2bRegistrations.id, id));
        // Safaricom keeps the newest registration: the older secrets open nothing from now on.
        await tx
          .delete(darajaC2bRegistrations)
          .where(and(eq(darajaC2bRegistrations.shortcode, shortcode), lt(darajaC2bRegistrations.id, id)));
      });
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

/** The order with this reference (what a buyer types as the Paybill account number), or undefined. */
export async function orderByReference(db: DbOrTx, reference: string) {
  const [o] = await db
    .select({ id: orders.id, total: orders.total, currency: orders.currency })
    .from(orders)
    .where(eq(orders.reference, reference.trim().toUpperCase()));
  return o;
}

/**
 * Records a Paybill payment as an attempt of its order (once per TransID: a repeated
 * confirmation finds the row it made). The confirmation is kept as the row's provider_response,
 * so a crash before it is settled heals through verify.
 */
export async function insertC2bPayment(
  db: DbOrTx,
  row: { orderId: number; reference: string; transId: string; amount: number; transAmount: number; currency: string },
  now: Date,
): Promise<void> {
  await db
    .insert(payments)
    .values({
      orderId: row.orderId,
      provider: 'daraja',
      channel: 'mpesa',
      reference: row.reference,
      status: 'pending',
      amount: row.amount,
      currency: row.currency,
      providerRequestId: row.transId,
      providerResponse: { source: 'c2b', transId: row.transId, transAmount: row.transAmount },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** A payout sent by B2C with this reference (its ConversationID once Safaricom took it), or undefined. */
export async function darajaPayoutByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({
      id: payouts.id,
      status: payouts.status,
      conversationId: payouts.transferCode,
      resultSecretHash: payouts.resultSecretHash,
    })
    .from(payouts)
    .where(and(eq(payouts.providerReference, reference), eq(payouts.provider, 'daraja')));
  return row;
}

/** How long a C2B registration on its way to Safaricom already opens its address (its answer may lag). */
export const C2B_REGISTERING_MS = 5 * 60_000;

/**
 * Whether a Paybill address secret with this hash is the shortcode's: registered, or being
 * registered right now (a confirmation may beat Safaricom's answer to the registration).
 */
export async function c2bSecretRegistered(db: DbOrTx, shortcode: string, hash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: darajaC2bRegistrations.id })
    .from(darajaC2bRegistrations)
    .where(
      and(
        eq(darajaC2bRegistrations.shortcode, shortcode),
        eq(darajaC2bRegistrations.secretHash, hash),
        or(
          isNotNull(darajaC2bRegistrations.registeredAt),
          gt(darajaC2bRegistrations.createdAt, new Date(now.getTime() - C2B_REGISTERING_MS)),
        ),
      ),
    );
  return Boolean(row);
}

/** A refund of this payment whose B2C result secret has this hash (the result's refund), or undefined. */
export async function refundByResultSecretHash(db: DbOrTx, paymentId: number, hash: string) {
  const [row] = await db
    .select({ id: refunds.id, providerReference: refunds.providerReference })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.resultSecretHash, hash)));
  return row;
}
