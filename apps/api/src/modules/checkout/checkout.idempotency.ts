import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';

/**
 * A buyer's request, once (decision 017): the key in the buyer's own space, the hash of what was
 * asked, and the first order answered again for a retry of the same request.
 */

/** A buyer's idempotency key in its own space: per signed-in user, or anonymous (decision 017). */
export const buyerIdempotencyKey = (userId: number | null, key: string): string => `b:${userId ?? '-'}:${key}`;

/** A value with its object keys sorted and undefined members dropped, so equal requests print alike. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, canonical(x)]),
    );
  return v;
}

/**
 * SHA-256 of what a request asked for: its route, its user and its body without the key. The
 * same key with another hash is another request (422 idempotency_key_reused), never a replay.
 */
export function requestHash(kind: string, userId: number | null, body: object): string {
  const { idempotencyKey: _key, ...rest } = body as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, canonical(rest)]))
    .digest('hex');
}

/**
 * The first order of a key.
 * @throws AppError idempotency_key_reused when the key came with another request
 */
export function replayOf(existing: { id: number; requestHash: string | null }, hash: string) {
  if (existing.requestHash !== null && existing.requestHash !== hash)
    throw new AppError('idempotency_key_reused', T.idempotencyKeyReused);
  return { orderId: existing.id, created: false as const };
}
