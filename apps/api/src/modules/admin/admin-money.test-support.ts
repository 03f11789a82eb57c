import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { events, hosts, ledgerEntries, payouts } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';

const DAY = 86_400_000;

/** The seeded host that createSaleEvent uses, with an M-Pesa payout account saved (encrypted). */
export async function hostWithPayoutAccount(app: FastifyInstance, db: Db, phone = '+254712345678') {
  const [host] = await db.select().from(hosts).limit(1);
  if (!host) throw new Error('the seeded database has no host');
  await db
    .update(hosts)
    .set({
      payoutMethod: 'mpesa',
      payoutDetailsEncrypted: app.payoutCipher.encrypt(
        JSON.stringify({ method: 'mpesa', phone }),
        `hosts.payout_details:${host.id}`,
      ),
      payoutDetailsMasked: `M-Pesa •••• ${phone.slice(-3)}`,
      paystackRecipientCode: null,
      legalName: 'Savannah Sounds Ltd',
    })
    .where(eq(hosts.id, host.id));
  return host.id;
}

/** An event of `hostId` that ended yesterday, with these ledger rows (whole KES, host's side). */
export async function endedEventWithLedger(db: Db, hostId: number, rows: { sale?: number; fee?: number }) {
  const sale = await createSaleEvent(db);
  await db
    .update(events)
    .set({ hostId, lastEndsAt: new Date(Date.now() - DAY) })
    .where(eq(events.id, sale.eventId));
  if (rows.sale)
    await db.insert(ledgerEntries).values({ hostId, eventId: sale.eventId, kind: 'sale', amount: rows.sale });
  if (rows.fee)
    await db.insert(ledgerEntries).values({ hostId, eventId: sale.eventId, kind: 'fee', amount: -rows.fee });
  return { hostId, eventId: sale.eventId, sale };
}

/** A host's payout request waiting for the admin area, as the host area makes it. */
export async function requestedPayout(db: Db, hostId: number, eventId: number, amount: number, status = 'requested') {
  const [row] = await db
    .insert(payouts)
    .values({
      hostId,
      eventId,
      amount,
      status: status as 'requested',
      destinationMasked: 'M-Pesa •••• 678',
      ...(status === 'requested' ? {} : { decidedAt: new Date() }),
    })
    .returning();
  return row!;
}
