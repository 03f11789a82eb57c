import type { TAuditChanges } from '@tribe/contracts';
import { changesOf } from '../audit/index.js';
import type { EventRow, HostEventState, ShowTimeRow, TicketTypeRow } from './host-events.repository.js';

/**
 * What an edit of an event changed, for the audit log (decision 019): the event's own fields with
 * their values before and after, then ticket types and show times added, removed or changed. Long
 * texts (description, policies) are named, not copied. Derived columns (the listing's minimum
 * price, last end, counters, `updated_at`) are left out: they follow from the rest.
 */

const EVENT_FIELDS = [
  'title',
  'description',
  'categoryId',
  'location',
  'town',
  'address',
  'latitude',
  'longitude',
  'eventType',
  'timeZone',
  'startDate',
  'endDate',
  'recurringDays',
  'recurringStartDate',
  'recurringEndDate',
  'recurringStartTime',
  'recurringEndTime',
  'requiresReservation',
  'paymentType',
  'externalTicketUrl',
  'capacity',
  'feePaidBy',
  'maxTicketsPerBuyer',
  'refundPolicy',
  'entryConditions',
  'status',
] as const satisfies readonly (keyof EventRow)[];
const EVENT_LONG_TEXTS = ['description', 'refundPolicy', 'entryConditions'] as const;

const TYPE_FIELDS = [
  'name',
  'description',
  'price',
  'quantity',
  'maxPerOrder',
  'salesStartAt',
  'salesEndAt',
  'archivedAt',
  'position',
] as const satisfies readonly (keyof TicketTypeRow)[];

const SHOW_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'capacity',
  'cancelledAt',
] as const satisfies readonly (keyof ShowTimeRow)[];

/** Rows matched by id: those added, removed and changed (with their fields). */
function listChanges<R extends { id: number }>(
  before: R[],
  after: R[],
  fields: readonly (keyof R & string)[],
  longTexts: readonly (keyof R & string)[],
  summary: (r: R) => Record<string, unknown>,
) {
  const added = after.filter((a) => !before.some((b) => b.id === a.id)).map(summary);
  const removed = before.filter((b) => !after.some((a) => a.id === b.id)).map(summary);
  const changed: Record<string, TAuditChanges> = {};
  for (const b of before) {
    const a = after.find((x) => x.id === b.id);
    if (!a) continue;
    const c = changesOf(b, a, fields, longTexts);
    if (Object.keys(c).length) changed[String(b.id)] = c;
  }
  return added.length || removed.length || Object.keys(changed).length ? { added, removed, changed } : undefined;
}

export function eventEditDetails(before: HostEventState, after: HostEventState): Record<string, unknown> {
  const changed = changesOf(before.event, after.event, EVENT_FIELDS, EVENT_LONG_TEXTS);
  if (before.subcategoryIds.join() !== after.subcategoryIds.join())
    changed.subcategoryIds = { before: before.subcategoryIds, after: after.subcategoryIds };
  const visible = (s: HostEventState) => s.types.filter((t) => !t.implicit);
  const ticketTypes = listChanges(visible(before), visible(after), TYPE_FIELDS, ['description'], (t) => ({
    id: t.id,
    name: t.name,
    price: t.price,
  }));
  const showTimes = listChanges(before.shows, after.shows, SHOW_FIELDS, [], (s) => ({
    id: s.id,
    date: s.date,
    startTime: s.startTime,
  }));
  return { changed, ...(ticketTypes ? { ticketTypes } : {}), ...(showTimes ? { showTimes } : {}) };
}
