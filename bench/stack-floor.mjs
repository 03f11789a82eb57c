/**
 * The stack's floor for the flash sale (bench/flash-sale.ts, decision 055): a bare Fastify 5
 * server on node-postgres that answers POST /api/checkout/orders with pgbench's hold as one
 * statement (the order row, then the conditional update of the one inventory row) and a reply of
 * about the size of a real order (201) or a short problem (409). No validation, no limits, no
 * idempotency, no cookies, no hooks: what Fastify and one round trip per request cost on this
 * machine, so the product's rate can be read against what the stack itself allows.
 * Environment: DATABASE_URL, PORT. Prints "ready" when listening.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const held = JSON.stringify({
  status: 'pending',
  reference: 'TK-FLOOR',
  items: [{ name: 'General', quantity: 1 }],
  pad: 'x'.repeat(900),
});
const refused = JSON.stringify({ code: 'sold_out', message: 'Sold out.' });
const hold = {
  name: 'floor-hold',
  text: `WITH o AS (INSERT INTO flash_orders (client) VALUES ($1) RETURNING id)
    UPDATE flash_inventory SET held = held + 1 WHERE id = 1 AND held + sold + 1 <= capacity
    RETURNING (SELECT id FROM o) AS id`,
};

const app = Fastify({ logger: false });
app.post('/api/checkout/orders', async (req, reply) => {
  const r = await pool.query({ ...hold, values: [process.pid] });
  reply.code(r.rowCount ? 201 : 409).header('content-type', 'application/json; charset=utf-8');
  return r.rowCount ? held : refused;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
