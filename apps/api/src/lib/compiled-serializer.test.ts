import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZErrorResponse, ZOrder, type TOrder } from '@tribe/contracts';
import { createTestApp } from '../test/database.js';
import { buyer, confirmReservationByMail, createSaleEvent, key } from '../modules/checkout/checkout.test-support.js';
import { orderView } from '../modules/checkout/order-view.js';
import { compileSerializer, compiledSerializerCompiler, serializerJsonSchema } from './compiled-serializer.js';

/** What the zod serializer (fastify-type-provider-zod) writes: parse, then JSON.stringify. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.parse(data));

/**
 * The same members with the same values, in the same order except that fast-json-stringify
 * writes a schema's optional members after its required ones.
 */
function expectSameJson(written: string, schema: z.ZodType, data: unknown) {
  const expected = zodWrites(schema, data);
  expect(JSON.parse(written)).toStrictEqual(JSON.parse(expected));
  expect(written.length).toBe(expected.length);
}

const Shapes = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'paid']),
  channel: z.enum(['card', 'mpesa']).nullable(),
  free: z.boolean(),
  maybe: z.string().nullable().optional(),
  payment: z.object({ reference: z.string(), amount: z.number().int() }).nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number() })),
  nested: z.object({ deep: z.object({ at: z.string().nullable() }) }),
});

const full: z.infer<typeof Shapes> = {
  id: 7,
  name: 'Wanjirũ "Shiko" Kamau \\ 🎟️ \n\t\u0001',
  note: null,
  status: 'paid',
  channel: 'mpesa',
  free: false,
  maybe: 'here',
  payment: { reference: 'TK-1', amount: 1500 },
  items: [
    { name: 'VIP', quantity: 2, price: 2500.5 },
    { name: 'Regular', quantity: 1, price: 0 },
  ],
  nested: { deep: { at: '2026-01-01T00:00:00.000Z' } },
};
const { maybe: _omitted, ...withoutOptional } = full;

describe('compileSerializer', () => {
  const write = compileSerializer(Shapes);

  it('writes what the zod serializer writes: nulls, escapes, nesting; byte for byte without optional members', () => {
    expectSameJson(write(full), Shapes, full);
    const sparse = {
      ...withoutOptional,
      channel: null,
      payment: null,
      items: [],
      nested: { deep: { at: null } },
    };
    expect(write(sparse)).toBe(zodWrites(Shapes, sparse));
    expect(write(withoutOptional)).toBe(zodWrites(Shapes, withoutOptional));
    expect(write({ ...withoutOptional, maybe: undefined })).toBe(zodWrites(Shapes, withoutOptional));
  });

  it('writes members in the schema order whatever the data order, optional ones after the required', () => {
    const shuffled = {
      secret: 'x',
      ...withoutOptional,
      payment: { amount: 1500, internal: 1, reference: 'TK-1' },
      id: 7,
    };
    expect(write(shuffled)).toBe(zodWrites(Shapes, shuffled));
    expect(write(shuffled)).not.toContain('secret');
    expect(write(full).endsWith(',"maybe":"here"}')).toBe(true);
  });

  it('fails the answer when a required property is missing, as zod does', () => {
    const { name: _missing, ...broken } = full;
    expect(() => write(broken)).toThrow();
    expect(() => zodWrites(Shapes, broken)).toThrow();
  });

  it('compiles nullable values to type lists, not anyOf', () => {
    expect(JSON.stringify(serializerJsonSchema(Shapes))).not.toContain('anyOf');
    expect(serializerJsonSchema(Shapes)).toMatchObject({
      properties: { note: { type: ['string', 'null'] }, payment: { type: ['object', 'null'] } },
    });
  });

  it("answers through Fastify, and keeps zod's serializer for a schema with no JSON-schema form", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(compiledSerializerCompiler);
    const WithTransform = z.object({ at: z.date().transform((d) => d.toISOString()) });
    app.get('/t', { schema: { response: { 200: WithTransform } } }, async () => ({ at: new Date(0) }));
    app.get('/p', { schema: { response: { 200: Shapes } } }, async () => full);
    try {
      expect((await app.inject('/t')).json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
      expectSameJson((await app.inject('/p')).body, Shapes, full);
    } finally {
      await app.close();
    }
  });
});

describe('checkout answers written by the compiled serializer', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => ctx?.close());

  it('match what zod would write, for orders in several states', async () => {
    const db = ctx.database.db;
    const paid = await createSaleEvent(db, { types: { VIP: { price: 2500 }, Regular: { price: 1000 } } });
    const free = await createSaleEvent(db, { types: { Free: { price: 0, quantity: 50 } } });
    const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, payload });
    const hold = (buyerNo: number, tickets: { ticketTypeId: number; quantity: number }[]) =>
      post('/api/checkout/orders', {
        eventId: paid.eventId,
        selectedDate: null,
        selectedShowTimeId: null,
        tickets,
        buyer: { ...buyer(buyerNo), name: `Achieng' "Ace" Otieno 🎶 ${buyerNo}` },
        idempotencyKey: key(),
      });

    const first = await hold(3, [
      { ticketTypeId: paid.types.VIP!, quantity: 2 },
      { ticketTypeId: paid.types.Regular!, quantity: 1 },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const held = first.json<TOrder>();
    // What went on the wire is the compiled writer's; zod would have written the same.
    expectSameJson(first.body, ZOrder, held);

    const card = await post(`/api/orders/${held.token}/payments`, { channel: 'card', idempotencyKey: key() });
    expect(card.statusCode, card.body).toBe(200);
    const reserved = await post('/api/checkout/free-reservations', {
      eventId: free.eventId,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: free.types.Free, quantity: 2 }],
      buyer: buyer(4),
      idempotencyKey: key(),
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    expectSameJson(reserved.body, ZOrder, reserved.json());
    // Not signed in: confirmed with the mailed code, which issues the tickets (decision 017).
    const confirmed = await confirmReservationByMail(ctx.app, reserved.json<TOrder>());
    expect(confirmed.tickets.length).toBeGreaterThan(0);
    const letGo = (await hold(5, [{ ticketTypeId: paid.types.Regular!, quantity: 1 }])).json<TOrder>();
    const cancelled = await post(`/api/orders/${letGo.token}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectSameJson(cancelled.body, ZOrder, cancelled.json());

    const views: TOrder[] = [];
    for (const token of [held.token, reserved.json<TOrder>().token, letGo.token]) {
      const res = await ctx.app.inject(`/api/orders/${token}`);
      expect(res.statusCode).toBe(200);
      expectSameJson(res.body, ZOrder, res.json());
      const [row] = (await ctx.database.execute('SELECT id FROM orders WHERE public_token = $1', [token])).rows;
      const view = await orderView(db, ctx.app.ticketSigner, Number(row!.id));
      expectSameJson(compileSerializer(ZOrder)(view), ZOrder, view);
      views.push(view);
    }
    // The states above cover a payment, tickets and a history of more than one change.
    expect(views.some((v) => v.payment !== null)).toBe(true);
    expect(views.some((v) => v.tickets.length > 0)).toBe(true);
    expect(views.some((v) => v.history.length > 1)).toBe(true);
  });

  it('write refusals byte for byte as before', async () => {
    const res = await ctx.app.inject('/api/orders/tk_not-a-real-order-token-000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(zodWrites(ZErrorResponse, res.json()));
  });
});
