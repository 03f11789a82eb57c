import { and, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, displayPhone, type TOrder } from '@tribe/contracts';
import { authThrottles, devOutbox, orders, payments, provenPhones, verificationCodes } from '../../db/schema/index.js';
import { RateLimitedError } from '../../lib/throttle.js';
import { ALL_ENGINES } from '../../test/database.js';
import { DEVICE_COOKIE } from '../../plugins/device.js';
import { CHECKOUT_LIMITS, takePhoneCodeSlots } from './checkout.limits.js';
import { checkoutContext } from './checkout.context.js';
import { settlePayment, startPayment } from './order-payments.service.js';
import { buyer, createSaleEvent, key, signedInBuyer, smsCodeTo, useCheckoutApp } from './checkout.test-support.js';

/** Decision 042: an M-Pesa prompt goes only to a phone the buyer has shown is theirs. */
describe.each(ALL_ENGINES)('M-Pesa phone proof on %s', (engine) => {
  const ctx = useCheckoutApp(engine);
  let n = 0;
  let phoneN = 0;

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({ ...opts, remoteAddress: `10.42.${(++n >> 8) & 255}.${n & 255}` });
  /** A phone no other test of this file texts: 07 2<engine><6 digits>. */
  const freshPhone = () => `+25472${engine === 'postgres' ? 1 : 0}${String(++phoneN).padStart(6, '0')}`;

  /** A pending order, and the device cookie its browser was given. */
  async function holdOrder(extra: { cookie?: string; who?: number } = {}) {
    const sale = await createSaleEvent(db());
    const res = await send({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: extra.cookie ? { cookie: extra.cookie } : {},
      payload: {
        eventId: sale.eventId,
        selectedDate: null,
        selectedShowTimeId: null,
        tickets: [{ ticketTypeId: sale.types.General!, quantity: 1 }],
        buyer: buyer(extra.who ?? 900 + n),
        idempotencyKey: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    const o = res.json<TOrder>();
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.publicToken, o.token));
    return {
      order: { ...o, id: row!.id },
      cookie: extra.cookie ?? `${DEVICE_COOKIE}=${encodeURIComponent(device!.value)}`,
    };
  }
  const pay = (token: string, cookie: string | null, body: Record<string, unknown>) =>
    send({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      headers: cookie ? { cookie } : {},
      payload: { idempotencyKey: key(), channel: 'mpesa', ...body },
    });
  const smsTo = (phone: string) =>
    db()
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.channel, 'sms'), eq(devOutbox.to, phone)));
  /** The one-prompt-per-90-s limit (decision 017) is not this file's subject: a later purchase comes after it. */
  const promptWindowPassed = () => db().delete(authThrottles).where(like(authThrottles.key, 'co:mpesa:p:%'));
  const attemptsOf = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));

  it('refuses a prompt to an unproven phone with 403 phone_unproven and texts one code, then prompts with the code', async () => {
    const phone = freshPhone();
    const { order, cookie } = await holdOrder();
    const first = await pay(order.token, cookie, { phone });
    expect(first.statusCode, first.body).toBe(403);
    expect(first.json()).toMatchObject({ code: 'phone_unproven', retryAfter: 60 });
    expect(first.json<{ message: string }>().message).toContain(displayPhone(phone)); // as Kenyans write it
    const [sms] = await smsTo(phone);
    expect(sms!.text).toMatch(/^Tikiti: your code is \d{6}\./);
    expect(sms!.text.length).toBeLessThanOrEqual(160); // one SMS
    expect(await attemptsOf(order.id)).toHaveLength(0); // no prompt, no attempt

    // "Pay" again at once: the same answer, and no second SMS within the minute.
    const again = await pay(order.token, cookie, { phone });
    expect(again.json()).toMatchObject({ code: 'phone_unproven' });
    expect(again.json<{ retryAfter: number }>().retryAfter).toBeLessThanOrEqual(60);
    expect(await smsTo(phone)).toHaveLength(1);

    const code = await smsCodeTo(ctx.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const prompted = await pay(order.token, cookie, { phone, code });
    expect(prompted.statusCode, prompted.body).toBe(200);
    expect(prompted.json<{ order: TOrder }>().order.payment).toMatchObject({
      channel: 'mpesa',
      status: 'pending',
      phone,
    });
    // A card needs none of it.
    const other = await holdOrder();
    expect((await pay(other.order.token, null, { channel: 'card' })).statusCode).toBe(200);
  });

  it('texts no code for an order that can no longer be paid', async () => {
    const phone = freshPhone();
    const { order, cookie } = await holdOrder();
    expect((await send({ method: 'POST', url: `/api/orders/${order.token}/cancel` })).statusCode).toBe(200);
    const res = await pay(order.token, cookie, { phone });
    expect(res.statusCode, res.body).toBe(409);
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('asks nothing on the second purchase from the same browser, and asks again on another browser', async () => {
    const phone = freshPhone();
    const first = await holdOrder();
    await pay(first.order.token, first.cookie, { phone });
    const code = (await smsCodeTo(ctx.app, phone))!;
    expect((await pay(first.order.token, first.cookie, { phone, code })).statusCode).toBe(200);

    const second = await holdOrder({ cookie: first.cookie });
    await promptWindowPassed();
    const res = await pay(second.order.token, second.cookie, { phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(await smsTo(phone)).toHaveLength(1);

    const elsewhere = await holdOrder();
    expect((await pay(elsewhere.order.token, elsewhere.cookie, { phone })).json()).toMatchObject({
      code: 'phone_unproven',
    });
    // The code of another order proves nothing here.
    expect((await pay(elsewhere.order.token, elsewhere.cookie, { phone, code })).json()).toMatchObject({
      code: 'phone_code_invalid',
    });
  });

  it(`counts wrong codes: after ${OTP_MAX_ATTEMPTS} the code is spent and even the right one is refused`, async () => {
    const phone = freshPhone();
    const { order, cookie } = await holdOrder();
    await pay(order.token, cookie, { phone });
    const code = (await smsCodeTo(ctx.app, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await pay(order.token, cookie, { phone, code: wrong });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: string; message: string }>()).toMatchObject({
        code: 'phone_code_invalid',
        message: expect.stringMatching(/not right/),
      });
    }
    const refused = await pay(order.token, cookie, { phone, code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/no longer works/);
    expect(await attemptsOf(order.id)).toHaveLength(0);
    // A code that is not six digits is the schema's 400, before anything is counted.
    expect((await pay(order.token, cookie, { phone, code: '12ab' })).json()).toMatchObject({
      code: 'validation_failed',
    });
  });

  it("prompts a signed-in account's verified phone from any browser without a code", async () => {
    const phone = freshPhone();
    const account = await signedInBuyer(ctx.app, db(), 'proof');
    // The account proves the phone once, by the texted code, on one browser…
    const first = await holdOrder({ cookie: account.cookie });
    const firstCookie = `${account.cookie}; ${first.cookie}`;
    await pay(first.order.token, firstCookie, { phone });
    const code = (await smsCodeTo(ctx.app, phone))!;
    expect((await pay(first.order.token, firstCookie, { phone, code })).statusCode).toBe(200);
    // …and a new browser signed in to it needs none.
    const second = await holdOrder({ cookie: account.cookie });
    await promptWindowPassed();
    const res = await pay(second.order.token, account.cookie, { phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('a succeeded M-Pesa payment proves its phone on the browser that started it and for the account', async () => {
    const phone = freshPhone();
    const account = await signedInBuyer(ctx.app, db(), 'paid');
    const { order } = await holdOrder({ cookie: account.cookie });
    const deviceId = 'AbCdEfGhIjKlMnOpQrStUv';
    await pay(order.token, account.cookie, { phone });
    const code = (await smsCodeTo(ctx.app, phone))!;
    const now = new Date();
    await startPayment(ctx.app, order.token, { channel: 'mpesa', phone, code, idempotencyKey: key() }, now, {
      deviceId,
      userId: null,
      address: null,
    });
    await db().delete(provenPhones).where(eq(provenPhones.phone, phone)); // only the payment proves now
    const [attempt] = await attemptsOf(order.id);
    expect(attempt!.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    await settlePayment(checkoutContext(ctx.app), {
      reference: attempt!.reference,
      status: 'succeeded',
      amount: attempt!.amount,
      currency: 'KES',
      channel: 'mpesa',
      mpesaReceipt: 'QGH7XK2L9P',
    });
    const proofs = await db().select().from(provenPhones).where(eq(provenPhones.phone, phone));
    expect(proofs.map((p) => ({ device: p.deviceHash !== null, user: p.userId !== null, proof: p.proof }))).toEqual(
      expect.arrayContaining([
        { device: true, user: false, proof: 'mpesa_payment' },
        { device: false, user: true, proof: 'mpesa_payment' },
      ]),
    );
    const next = await holdOrder();
    await promptWindowPassed();
    const cookie = `${DEVICE_COOKIE}=${encodeURIComponent(ctx.app.signCookie(deviceId))}`;
    expect((await pay(next.order.token, cookie, { phone })).statusCode).toBe(200);
  });

  it('a proof on a browser lasts 30 days', async () => {
    const phone = freshPhone();
    const { order, cookie } = await holdOrder();
    await pay(order.token, cookie, { phone });
    expect((await pay(order.token, cookie, { phone, code: (await smsCodeTo(ctx.app, phone))! })).statusCode).toBe(200);
    await db()
      .update(provenPhones)
      .set({ provenAt: sql`now() - interval '31 days'` })
      .where(eq(provenPhones.phone, phone));
    const later = await holdOrder({ cookie });
    await promptWindowPassed();
    expect((await pay(later.order.token, cookie, { phone })).json()).toMatchObject({ code: 'phone_unproven' });
  });

  it(`texts a phone at most ${CHECKOUT_LIMITS.phoneCodesPerPhone.limit} codes an hour, a minute apart`, async () => {
    const phone = freshPhone();
    const { order, cookie } = await holdOrder();
    const deviceId = decodeURIComponent(cookie.split('=')[1]!);
    const who = { deviceId: ctx.app.unsignCookie(deviceId).value, userId: null, address: '41.90.7.7' };
    const t0 = Date.now();
    // The hold outlives the hour of this test (its own clock runs ahead of the server's).
    await db()
      .update(orders)
      .set({ expiresAt: new Date(t0 + 2 * 3600_000) })
      .where(eq(orders.id, order.id));
    const start = (at: number) =>
      startPayment(ctx.app, order.token, { channel: 'mpesa', phone, idempotencyKey: key() }, new Date(at), who);
    for (let i = 0; i < CHECKOUT_LIMITS.phoneCodesPerPhone.limit; i++) {
      await expect(start(t0 + i * 61_000)).rejects.toMatchObject({ code: 'phone_unproven' });
      // Within the minute: no new code.
      await expect(start(t0 + i * 61_000 + 30_000)).rejects.toMatchObject({ code: 'phone_unproven' });
    }
    expect(await smsTo(phone)).toHaveLength(CHECKOUT_LIMITS.phoneCodesPerPhone.limit);
    await expect(start(t0 + 6 * 61_000)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await smsTo(phone)).toHaveLength(CHECKOUT_LIMITS.phoneCodesPerPhone.limit);
  });

  it(`texts at most ${CHECKOUT_LIMITS.phoneCodesPerAddress.limit} codes from one address in ten minutes`, async () => {
    const now = new Date();
    const address = `41.90.${engine === 'postgres' ? 9 : 8}.1`;
    for (let i = 0; i < CHECKOUT_LIMITS.phoneCodesPerAddress.limit; i++)
      expect((await takePhoneCodeSlots(db(), freshPhone(), address, now)).sent).toBe(true);
    await expect(takePhoneCodeSlots(db(), freshPhone(), address, now)).rejects.toBeInstanceOf(RateLimitedError);
    // Loopback (a proxy on this machine) is not counted.
    expect((await takePhoneCodeSlots(db(), freshPhone(), '127.0.0.1', now)).sent).toBe(true);
  });

  it.runIf(engine === 'postgres')(
    `20 wrong codes at once count ${OTP_MAX_ATTEMPTS} tries at most, and the right one after them is refused`,
    async () => {
      const phone = freshPhone();
      const { order, cookie } = await holdOrder();
      await pay(order.token, cookie, { phone });
      const code = (await smsCodeTo(ctx.app, phone))!;
      const wrong = code === '999999' ? '888888' : '999999';
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => pay(order.token, cookie, { phone, code: wrong })),
      );
      expect(answers.every((a) => a.statusCode === 400)).toBe(true);
      const counted = answers.filter((a) => /not right/.test(a.json<{ message: string }>().message));
      expect(counted).toHaveLength(OTP_MAX_ATTEMPTS);
      const [row] = await db()
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, `mpesa:${order.id}:${phone}`));
      expect(row).toMatchObject({ attempts: OTP_MAX_ATTEMPTS });
      expect(row!.consumedAt).not.toBeNull();
      expect((await pay(order.token, cookie, { phone, code })).statusCode).toBe(400);
      expect(await attemptsOf(order.id)).toHaveLength(0);
    },
  );
});
