import { resolveTimeZone, zonedDateTimeToInstant } from '@tribe/contracts/dates';

/**
 * The form's date and time inputs hold wall-clock times in the event's zone ('2026-12-05T19:00'
 * for datetime-local), never in the phone's zone; the API takes and gives ISO instants.
 */
export function instantToLocalInput(iso: string | null | undefined, timeZone?: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: resolveTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A datetime-local value in the zone as an ISO instant; null when empty or not a date and time. */
export function localInputToInstant(value: string, timeZone?: string | null): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!m) return null;
  const date = zonedDateTimeToInstant(m[1]!, m[2]!, timeZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** 'HH:MM:SS' from the database reads as 'HH:MM' in a time input. */
export const toTimeInput = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');
