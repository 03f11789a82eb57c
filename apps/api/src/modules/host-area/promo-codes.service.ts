import type { z } from 'zod';
import { promoCodeState, type THostPromoCodes, type TPromoCode, type ZPromoCodeInput } from '@tribe/contracts';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import {
  archivePromoCodeRow,
  deletePromoCodeRow,
  eventTicketTypes,
  hostEventExists,
  insertPromoCode,
  listPromoCodeRows,
  lockPromoCode,
  promoCodeOnOrders,
  updatePromoCodeRow,
  type PromoCodeRow,
  type PromoCodeValues,
} from './promo-codes.repository.js';
import { PROMO_TEXT as T } from './promo-codes.texts.js';
import { readTogether } from '../../db/read-together.js';
import { changesOf, recordAudit, type UserActor } from '../audit/index.js';

/**
 * The host's promo codes (issue 9; `events` permission: owner and manager). A code is unique per
 * event whatever its case; once an order carries it, its code, discount and ticket types are
 * fixed (orders keep the discount they were sold with, and a host-paid fee is worked out from
 * them when the order is paid), its limit never goes below its uses, and removing it archives it.
 */

type PromoInput = z.output<typeof ZPromoCodeInput>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPromoCode(row: PromoCodeRow, onOrders: boolean, now: Date): TPromoCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    ticketTypeIds: [...row.ticketTypeIds].sort((a, b) => a - b),
    state: promoCodeState(row, now),
    onOrders,
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireEvent(db: Db, hostId: number, eventId: number) {
  if (!(await hostEventExists(db, hostId, eventId))) throw new AppError('event_not_found', T.eventNotFound);
}

/** The row values of an input whose ticket types are checked against the event's. */
async function valuesOf(db: Db, eventId: number, input: PromoInput): Promise<PromoCodeValues> {
  const known = new Set((await eventTicketTypes(db, eventId)).map((t) => t.id));
  const ids = [...new Set(input.ticketTypeIds)].sort((a, b) => a - b);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('validation_failed', T.unknownTicketType(unknown));
  return {
    code: input.code,
    discountType: input.discountType,
    discountValue: input.discountValue,
    maxUses: input.maxUses,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    ticketTypeIds: ids,
  };
}

/** A code's fields as the audit log records them. */
const AUDITED = ['code', 'discountType', 'discountValue', 'maxUses', 'startsAt', 'endsAt', 'ticketTypeIds'] as const;
const auditedValues = (row: PromoCodeRow) =>
  Object.fromEntries(AUDITED.map((f) => [f, f === 'startsAt' || f === 'endsAt' ? iso(row[f]) : row[f]]));

const takenError = (err: unknown, code: string) =>
  uniqueViolation(err) === 'promo_codes_event_code_uq' || uniqueViolation(err) === ''
    ? new AppError('promo_code_taken', T.taken(code))
    : null;

/**
 * Saves a code of the host's event in one transaction: the input's values checked against the
 * event first, and a code the event already has answered promo_code_taken.
 */
async function saveCode(
  db: Db,
  hostId: number,
  eventId: number,
  input: PromoInput,
  save: (tx: Tx, values: PromoCodeValues) => Promise<TPromoCode>,
): Promise<TPromoCode> {
  await requireEvent(db, hostId, eventId);
  const values = await valuesOf(db, eventId, input);
  try {
    return await db.transaction((tx) => save(tx, values));
  } catch (err) {
    throw takenError(err, values.code) ?? err;
  }
}

/** The audit row of a change to the code `codeId` of the host's event. */
const auditCode = (
  tx: Tx,
  who: { actor: UserActor; hostId: number; at: Date },
  action: 'promo_code.created' | 'promo_code.updated' | 'promo_code.archived' | 'promo_code.deleted',
  codeId: number,
  details: Record<string, unknown>,
) => recordAudit(tx, { ...who, action, subject: { type: 'promo_code', id: codeId }, details });

/**
 * The event's codes with their uses and state, and its ticket types to choose from.
 * @throws AppError event_not_found (another host's event too)
 */
export async function listEventPromoCodes(
  db: Db,
  hostId: number,
  eventId: number,
  now = new Date(),
): Promise<THostPromoCodes> {
  await requireEvent(db, hostId, eventId);
  const [types, rows] = await readTogether(
    db,
    () => eventTicketTypes(db, eventId),
    () => listPromoCodeRows(db, eventId),
  );
  return {
    eventId,
    ticketTypes: types.map((t) => ({ id: t.id, name: t.name, price: t.price, archived: t.archivedAt !== null })),
    codes: rows.map((r) => toPromoCode(r.row, r.onOrders, now)),
  };
}

/**
 * A new code for the event (audit: `promo_code.created`).
 * @throws AppError event_not_found; validation_failed (a ticket type of another event);
 *   promo_code_taken (the event has that code already, in any case, archived or not)
 */
export async function createPromoCode(
  db: Db,
  hostId: number,
  actor: UserActor,
  eventId: number,
  input: PromoInput,
  now = new Date(),
): Promise<TPromoCode> {
  return saveCode(db, hostId, eventId, input, async (tx, values) => {
    const row = await insertPromoCode(tx, eventId, values, now);
    await auditCode(tx, { actor, hostId, at: now }, 'promo_code.created', row.id, { eventId, ...auditedValues(row) });
    return toPromoCode(row, false, now);
  });
}

/**
 * Saves the whole code. Under the code's row lock (a hold taking a use waits, and the reverse).
 * The audit log gets one `promo_code.updated` row with the fields before and after.
 * @throws AppError event_not_found; not_found (no such code on this event); validation_failed;
 *   promo_code_taken; promo_code_locked (on orders: code, discount or ticket types changed);
 *   conflict (archived; a limit below the uses)
 */
export async function updatePromoCode(
  db: Db,
  hostId: number,
  actor: UserActor,
  eventId: number,
  codeId: number,
  input: PromoInput,
  now = new Date(),
): Promise<TPromoCode> {
  return saveCode(db, hostId, eventId, input, async (tx, values) => {
    const row = await lockPromoCode(tx, eventId, codeId);
    if (!row) throw new AppError('not_found', T.codeNotFound);
    if (row.archivedAt) throw new AppError('conflict', T.archived);
    const used = await promoCodeOnOrders(tx, codeId);
    if (used) {
      const changed = (
        [
          ['code', row.code !== values.code],
          ['discountType', row.discountType !== values.discountType],
          ['discountValue', row.discountValue !== values.discountValue],
          ['ticketTypeIds', [...row.ticketTypeIds].sort((a, b) => a - b).join() !== values.ticketTypeIds!.join()],
        ] as const
      ).find(([, differs]) => differs);
      if (changed) throw new AppError('promo_code_locked', T.locked(T.lockedFields[changed[0]] ?? changed[0]));
    }
    if (values.maxUses !== null && values.maxUses !== undefined && values.maxUses < row.usedCount)
      throw new AppError('conflict', T.maxBelowUsed(row.usedCount));
    const saved = await updatePromoCodeRow(tx, codeId, values, now);
    await auditCode(tx, { actor, hostId, at: now }, 'promo_code.updated', codeId, {
      eventId,
      changed: changesOf(auditedValues(row), auditedValues(saved), AUDITED),
    });
    return toPromoCode(saved, used, now);
  });
}

/**
 * Removes a code: deleted when no order ever carried it, else archived (it stops working; orders
 * keep it). Archiving twice is the same as once (and is recorded once: `promo_code.archived`;
 * a deletion is `promo_code.deleted`, with the code's last values).
 * @throws AppError event_not_found; not_found
 */
export async function removePromoCode(
  db: Db,
  hostId: number,
  actor: UserActor,
  eventId: number,
  codeId: number,
  now = new Date(),
): Promise<{ removed: 'deleted' | 'archived'; code: TPromoCode | null }> {
  await requireEvent(db, hostId, eventId);
  return db.transaction(async (tx) => {
    const row = await lockPromoCode(tx, eventId, codeId);
    if (!row) throw new AppError('not_found', T.codeNotFound);
    const audit = (action: 'promo_code.archived' | 'promo_code.deleted') =>
      auditCode(tx, { actor, hostId, at: now }, action, codeId, { eventId, ...auditedValues(row) });
    if (await promoCodeOnOrders(tx, codeId)) {
      if (!row.archivedAt) await audit('promo_code.archived');
      return { removed: 'archived' as const, code: toPromoCode(await archivePromoCodeRow(tx, codeId, now), true, now) };
    }
    await deletePromoCodeRow(tx, codeId);
    await audit('promo_code.deleted');
    return { removed: 'deleted' as const, code: null };
  });
}
