import type { TLocale } from '@tribe/contracts/locale';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { JobQueue } from '../../plugins/jobs.js';
import * as repo from './checkout.repository.js';
import type { OrderRow } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';

/**
 * What every stage of the order engine is given (its database, its job queue, its hold time), the
 * shapes of a buyer's request, and the two ways an order is found again (by its idempotency key,
 * by its public token). Decisions 014, 017, 024, 039.
 */

export interface CheckoutContext {
  db: Db;
  jobs: JobQueue;
  holdMinutes: number;
  /** Where the stages announce what happened (decision 043). */
  events: DomainEventBus;
}

/** Checkout's context from the app: its database, its job queue, its hold time and its events. */
export const checkoutContext = (app: FastifyInstance): CheckoutContext => ({
  db: app.db,
  jobs: app.jobs,
  holdMinutes: app.config.holdMinutes,
  events: app.domainEvents,
});

/** The order a stored idempotency key made, if any, with the hash of its first request. */
export const findByIdempotencyKey = repo.findByIdempotencyKey;

/**
 * An order by its public token.
 * @throws AppError order_not_found
 */
export async function findOrderByToken(db: Db | Tx, token: string): Promise<OrderRow> {
  const row = await repo.orderByToken(db, token);
  if (!row) throw new AppError('order_not_found', T.orderNotFoundByLink);
  return row;
}

export interface NewOrderInput {
  eventId: number | string;
  selectedDate?: string | null | undefined;
  selectedShowTimeId?: number | null | undefined;
  tickets: { ticketTypeId: number; quantity: number; price?: number | undefined }[];
  buyer: { name: string; email: string; phone?: string | null | undefined };
  idempotencyKey: string;
}

/** What a request brings besides its body: who asks, as the abuse limits see them. */
export interface OrderRequestOptions {
  userId: number | null;
  freeOnly: boolean;
  now?: Date;
  address?: string | null;
  /** The browser's device id; with `limits`, counted per device. */
  deviceId?: string | null;
  /** Take the hold limits (decision 017): a buyer's request, not the demo seed. */
  limits?: boolean;
  /** A zero-total order waits for the code mailed to the buyer (not signed in). */
  freeNeedsCode?: boolean;
  /** The buyer's language (decision 026): the order's mails are written in it. Default 'en'. */
  locale?: TLocale;
}
