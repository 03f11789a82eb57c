import { z } from 'zod';
import { hasControlChars } from './text.js';

/**
 * Building blocks for every input the server accepts, so that bad input is refused at the edge
 * with a 400 naming the field, never passed to SQL. PostgreSQL cannot store NUL in text and
 * other control characters have no business in a name, a search or an id.
 */

export { hasControlChars } from './text.js';

/** PostgreSQL's largest `integer`: no id or count the database keeps is larger. */
export const MAX_INT = 2_147_483_647;
/** A row's id in a body: a positive integer the database can hold. */
export const zId = z.number().int().positive().max(MAX_INT);
/** An instant with its offset, as a form sends it. */
export const zInstant = z.iso.datetime({
  offset: true,
  message: 'must be a date and time like 2026-12-31T19:00:00+03:00',
});

/** One line of text, at most `max` characters, no control characters. Not trimmed. */
export const zText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !hasControlChars(s), 'must not contain control characters');

/** Multi-line text (descriptions, messages): line breaks and tabs allowed, other controls not. */
export const zMultilineText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !hasControlChars(s, true), 'must not contain control characters');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `s` is YYYY-MM-DD and names a real calendar day (no 2024-13-45, no 2025-02-29). */
export function isRealIsoDay(s: string): boolean {
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days;
}

/** A calendar day like 2026-12-31 that exists. */
export const zIsoDay = z
  .string()
  .regex(ISO_DAY, 'must be a date like 2026-12-31')
  .refine(isRealIsoDay, 'must be a real calendar date');

/**
 * How an event is named in a path: a numeric id, an `externalId` slug (letters, digits, '-' and
 * '_') or a six-character legacy alias code. Anything else cannot match an event. Not trimmed:
 * `26%0A` is refused rather than quietly read as `26`.
 */
export const EVENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const zEventKey = z.string().regex(EVENT_KEY, 'must be an event id, slug or code');
