import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TOrder } from '@tribe/contracts';
import { events, hosts, ledgerEntries, payouts, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

const DAY = 86_400_000;

let ownHosts = 0;

/**
 * A host of its own (so the ledger's figures are the test's alone), with its owner, and one event
 * of theirs with one ticket type `General` at `price` (100 places).
 */
export async function ownHostEvent(db: Db, price = 1_000) {
  const tag = `own${Date.now().toString(36)}${++ownHosts}`;
  const [owner] = await db
    .insert(users)
    .values({ username: tag, email: `${tag}@example.com`, emailVerifiedAt: new Date() })
    .returning();
  const [host] = await db
    .insert(hosts)
    .values({ ownerUserId: owner!.id, vendorName: `Host ${tag}`, slug: tag, onboardingState: 'complete' })
    .returning();
  const sale = await createSaleEvent(db, { types: { General: { price, quantity: 100 } } });
  await db.update(events).set({ hostId: host!.id }).where(eq(events.id, sale.eventId));
  return { hostId: host!.id, ownerId: owner!.id, eventId: sale.eventId, typeId: sale.types.General! };
}

/** A host (`hostId`, or the seeded one with the lowest id), with an M-Pesa payout account saved (encrypted). */
export async function hostWithPayoutAccount(app: FastifyInstance, db: Db, phone = '+254712345678', hostId?: number) {
  const [host] = await db
    .select()
    .from(hosts)
    .where(hostId === undefined ? undefined : eq(hosts.id, hostId))
    .orderBy(hosts.id)
    .limit(1);
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

let buyers = 0;

/** A paid order through the real checkout and the sandbox card page: held, paid, verified. */
export async function sandboxPaidOrder(
  app: FastifyInstance,
  eventId: number,
  ticketTypeId: number,
  quantity = 2,
): Promise<TOrder> {
  clearAvailabilityCache();
  const n = ++buyers;
  const send = (opts: InjectOptions) => app.inject({ ...opts, remoteAddress: `10.31.${(n >> 8) & 255}.${n & 255}` });
  const held = await send(orderRequest(eventId, ticketTypeId, buyer(`money${n}`), { quantity }));
  if (held.statusCode !== 201) throw new Error(`hold: ${held.statusCode} ${held.body}`);
  const order = JSON.parse(held.body) as TOrder;
  const started = await send({
    method: 'POST',
    url: `/api/orders/${order.token}/payments`,
    payload: { idempotencyKey: key(), channel: 'card' },
  });
  if (started.statusCode !== 200) throw new Error(`pay: ${started.statusCode} ${started.body}`);
  const reference = (JSON.parse(started.body) as { order: TOrder }).order.payment!.reference;
  await send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
  const paid = JSON.parse((await send({ method: 'POST', url: `/api/orders/${order.token}/verify` })).body) as TOrder;
  if (paid.status !== 'paid') throw new Error(`order not paid: ${paid.status}`);
  return paid;
}
