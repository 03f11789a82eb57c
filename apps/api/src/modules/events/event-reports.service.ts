import { createHmac } from 'node:crypto';
import type { TEventReportRequest } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { RateLimitedError, takeSlots, type ThrottleRule } from '../../lib/throttle.js';
import { waitWords } from '../../lib/wait-text.js';
import { findReportableEventId, insertReport } from './event-reports.repository.js';
import { EVENT_REPORT_TEXT as T } from './moderation.texts.js';

/**
 * "Report this event": a visitor's report of a public event, kept for the admin's queue (the admin
 * module reads and resolves them; docs/admin.md "Reports").
 */

const HOUR = 3600_000;
/**
 * A person reports one or two events, not dozens: a device may send 5 reports an hour; an address
 * 20 (many phones share a carrier's address). A loopback address names no client (a proxy on this
 * machine, the browser tests), so only the device counts there.
 */
export const REPORT_THROTTLES = {
  device: { limit: 5, windowMs: HOUR },
  address: { limit: 20, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

export interface Reporter {
  address: string;
  deviceId: string;
  userId: number | null;
}

/** Keyed hashes: the table and the counters never hold an address or a device id. */
const keyed = (secret: string, kind: string, value: string) =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');

/**
 * Records a visitor's report of a public event (live or cancelled, not a draft).
 * @throws AppError event_not_found; RateLimitedError (429) when the device or address is over its limit
 */
export async function submitReport(
  db: Db,
  secret: string,
  eventKey: string,
  body: TEventReportRequest,
  who: Reporter,
  now = new Date(),
): Promise<{ id: number }> {
  const eventId = await findReportableEventId(db, eventKey);
  if (eventId === null) throw new AppError('event_not_found', T.reportEventNotFound);
  const deviceHash = keyed(secret, 'device', who.deviceId);
  const addressHash = keyed(secret, 'address', who.address);
  const slots = [
    { key: `report:dev:${deviceHash}`, rule: REPORT_THROTTLES.device },
    ...(isLoopbackHost(who.address) ? [] : [{ key: `report:addr:${addressHash}`, rule: REPORT_THROTTLES.address }]),
  ];
  const taken = await takeSlots(db, slots, now);
  if (!taken.ok)
    throw new RateLimitedError(taken.retryAfterSeconds, T.tooManyReports(waitWords(taken.retryAfterSeconds)));
  const id = await insertReport(db, {
    eventId,
    reason: body.reason,
    details: body.details?.trim() || null,
    reporterEmail: body.email?.trim().toLowerCase() || null,
    reporterUserId: who.userId,
    deviceHash,
    addressHash,
    now,
  });
  return { id };
}
