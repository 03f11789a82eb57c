import { townName } from '@tribe/contracts/towns';
import { DEFAULT_TIME_ZONE } from '@tribe/contracts/time-zone';
import type { THostEvent } from '@tribe/contracts/host-area';
import type { ApiError } from '@/lib/api-client';
import type { THostEventBody } from '../api/events';
import { IT } from '../images.texts';
import { T } from '../texts';
import { instantToLocalInput, localInputToInstant, toTimeInput } from './datetime';
import { htmlToMarkup, markupToHtml } from './description';

/**
 * The event form's model: what the inputs hold (strings, as typed), how an event becomes a form
 * and a form becomes the request body, and the checks the server makes on that body (the same
 * limits as ZHostEventInput, without zod in the browser). Error keys are the body's paths
 * ('title', 'ticketTypes.0.price'), so the server's 400 lands on the same fields.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export type TEventType = THostEvent['eventType'];
export type TSaleMode = 'tikitis' | 'reservation' | 'external';

export interface TTicketRow {
  /** React key: stable across edits, also for rows not saved yet. */
  key: string;
  id?: number;
  name: string;
  description: string;
  price: string;
  quantity: string;
  maxPerOrder: string;
  salesStartAt: string;
  salesEndAt: string;
  archived: boolean;
  sold: number;
}

export interface TShowRow {
  key: string;
  id?: number;
  date: string;
  startTime: string;
  endTime: string;
  capacity: string;
  cancelled: boolean;
  sold: number;
}

export interface TEventForm {
  title: string;
  description: string;
  categoryId: string;
  subcategoryIds: number[];
  eventType: TEventType;
  timeZone: string;
  startDate: string;
  endDate: string;
  recurringDays: TWeekday[];
  recurringStartDate: string;
  recurringEndDate: string;
  recurringStartTime: string;
  recurringEndTime: string;
  showTimes: TShowRow[];
  location: string;
  town: string;
  address: string;
  latitude: string;
  longitude: string;
  saleMode: TSaleMode;
  externalTicketUrl: string;
  feePaidBy: 'buyer' | 'host';
  free: boolean;
  capacity: string;
  maxTicketsPerBuyer: string;
  transfersAllowed: boolean;
  refundPolicy: string;
  entryConditions: string;
  ticketTypes: TTicketRow[];
}

export type TFormErrors = Record<string, string>;

let keySeq = 0;
export const newKey = () => `new-${++keySeq}`;

export const emptyTicketRow = (): TTicketRow => ({
  key: newKey(),
  name: '',
  description: '',
  price: '',
  quantity: '',
  maxPerOrder: '',
  salesStartAt: '',
  salesEndAt: '',
  archived: false,
  sold: 0,
});

export const emptyShowRow = (): TShowRow => ({
  key: newKey(),
  date: '',
  startTime: '',
  endTime: '',
  capacity: '',
  cancelled: false,
  sold: 0,
});

export function emptyForm(): TEventForm {
  return {
    title: '',
    description: '',
    categoryId: '',
    subcategoryIds: [],
    eventType: 'one-off',
    timeZone: DEFAULT_TIME_ZONE,
    startDate: '',
    endDate: '',
    recurringDays: [],
    recurringStartDate: '',
    recurringEndDate: '',
    recurringStartTime: '',
    recurringEndTime: '',
    showTimes: [emptyShowRow()],
    location: '',
    town: '',
    address: '',
    latitude: '',
    longitude: '',
    saleMode: 'tikitis',
    externalTicketUrl: '',
    feePaidBy: 'buyer',
    free: false,
    capacity: '',
    maxTicketsPerBuyer: '10',
    transfersAllowed: true,
    refundPolicy: '',
    entryConditions: '',
    ticketTypes: [emptyTicketRow()],
  };
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formFromEvent(e: THostEvent): TEventForm {
  const tz = e.timeZone || DEFAULT_TIME_ZONE;
  const paidTypes = e.ticketTypes.filter((t) => !t.archived);
  return {
    title: e.title,
    description: htmlToMarkup(e.description),
    categoryId: str(e.categoryId),
    subcategoryIds: e.subcategoryIds,
    eventType: e.eventType,
    timeZone: tz,
    startDate: instantToLocalInput(e.startDate, tz),
    endDate: instantToLocalInput(e.endDate, tz),
    recurringDays: e.recurringDays.filter((d): d is TWeekday => (WEEKDAYS as readonly string[]).includes(d)),
    recurringStartDate: e.recurringStartDate ?? '',
    recurringEndDate: e.recurringEndDate ?? '',
    recurringStartTime: toTimeInput(e.recurringStartTime),
    recurringEndTime: toTimeInput(e.recurringEndTime),
    showTimes: e.showTimes.length
      ? e.showTimes.map((s) => ({
          key: `show-${s.id}`,
          id: s.id,
          date: s.date,
          startTime: toTimeInput(s.startTime),
          endTime: toTimeInput(s.endTime),
          capacity: str(s.capacity),
          cancelled: s.cancelled,
          sold: s.sold,
        }))
      : [emptyShowRow()],
    location: e.location ?? '',
    town: e.town ? townName(e.town) : '',
    address: e.address ?? '',
    latitude: str(e.latitude),
    longitude: str(e.longitude),
    saleMode: e.paymentType === 'external' ? 'external' : e.requiresReservation ? 'reservation' : 'tikitis',
    externalTicketUrl: e.externalTicketUrl ?? '',
    feePaidBy: e.feePaidBy,
    free: paidTypes.length > 0 && paidTypes.every((t) => t.price === 0),
    capacity: str(e.capacity),
    maxTicketsPerBuyer: String(e.maxTicketsPerBuyer),
    transfersAllowed: e.transfersAllowed,
    refundPolicy: e.refundPolicy ?? '',
    entryConditions: e.entryConditions ?? '',
    ticketTypes: e.ticketTypes.map((t) => ({
      key: `type-${t.id}`,
      id: t.id,
      name: t.name,
      description: t.description ?? '',
      price: String(t.price),
      quantity: str(t.quantity),
      maxPerOrder: str(t.maxPerOrder),
      salesStartAt: instantToLocalInput(t.salesStartAt, tz),
      salesEndAt: instantToLocalInput(t.salesEndAt, tz),
      archived: t.archived,
      sold: t.sold,
    })),
  };
}

/** Free when the form says so, or when tickets are reserved rather than bought. */
export const isFree = (f: TEventForm) => f.free || f.saleMode === 'reservation';

const intOrNull = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
const numOrNull = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
const textOrNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** A show row nobody has typed in (the form starts with one) is not sent. */
const isBlankShow = (s: TShowRow) => !s.id && !s.date && !s.startTime && !s.endTime && !s.capacity;
const isBlankTicket = (t: TTicketRow) => !t.id && !t.name.trim() && !t.price && !t.quantity && !t.description.trim();

/**
 * The request body. Only the chosen kind of dates is sent (the others empty), so switching from
 * recurring to one-off does not leave stale recurrence on the server.
 */
export function bodyFromForm(f: TEventForm): THostEventBody {
  const tz = f.timeZone;
  const free = isFree(f);
  return {
    title: f.title.trim(),
    description: markupToHtml(f.description),
    categoryId: intOrNull(f.categoryId),
    subcategoryIds: f.subcategoryIds,
    eventType: f.eventType,
    timeZone: tz,
    startDate: f.eventType === 'one-off' ? localInputToInstant(f.startDate, tz) : null,
    endDate: f.eventType === 'one-off' ? localInputToInstant(f.endDate, tz) : null,
    recurringDays: f.eventType === 'recurring' ? WEEKDAYS.filter((d) => f.recurringDays.includes(d)) : [],
    recurringStartDate: f.eventType === 'recurring' ? textOrNull(f.recurringStartDate) : null,
    recurringEndDate: f.eventType === 'recurring' ? textOrNull(f.recurringEndDate) : null,
    recurringStartTime: f.eventType === 'recurring' ? textOrNull(f.recurringStartTime) : null,
    recurringEndTime: f.eventType === 'recurring' ? textOrNull(f.recurringEndTime) : null,
    showTimes:
      f.eventType === 'multiple-shows'
        ? f.showTimes
            .filter((s) => !isBlankShow(s))
            .map((s) => ({
              ...(s.id ? { id: s.id } : {}),
              date: s.date,
              startTime: s.startTime,
              endTime: textOrNull(s.endTime),
              capacity: intOrNull(s.capacity),
              cancelled: s.cancelled,
            }))
        : [],
    location: textOrNull(f.location),
    town: textOrNull(f.town),
    address: textOrNull(f.address),
    latitude: numOrNull(f.latitude),
    longitude: numOrNull(f.longitude),
    paymentType: f.saleMode === 'external' ? 'external' : 'tikitis',
    requiresReservation: f.saleMode === 'reservation',
    externalTicketUrl: f.saleMode === 'external' ? textOrNull(f.externalTicketUrl) : null,
    feePaidBy: f.feePaidBy,
    capacity: intOrNull(f.capacity),
    maxTicketsPerBuyer: intOrNull(f.maxTicketsPerBuyer) ?? 10,
    transfersAllowed: f.transfersAllowed,
    refundPolicy: textOrNull(f.refundPolicy),
    entryConditions: textOrNull(f.entryConditions),
    ticketTypes: f.ticketTypes
      .filter((t) => !isBlankTicket(t))
      .map((t) => ({
        ...(t.id ? { id: t.id } : {}),
        name: t.name.trim(),
        description: textOrNull(t.description),
        price: free ? 0 : (intOrNull(t.price) ?? 0),
        quantity: intOrNull(t.quantity),
        maxPerOrder: intOrNull(t.maxPerOrder),
        salesStartAt: localInputToInstant(t.salesStartAt, tz),
        salesEndAt: localInputToInstant(t.salesEndAt, tz),
        archived: t.archived,
      })),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional whole number in [min, max]: the message, or null when fine. */
function intProblem(value: string, min: number, max: number, required = false): string | null {
  const s = value.trim();
  if (s === '') return required ? T.errors.required : null;
  const n = Number(s);
  if (!Number.isInteger(n)) return T.errors.wholeNumber;
  if (n < min) return T.errors.atLeast(min);
  if (n > max) return T.errors.atMost(max);
  return null;
}

function textProblem(value: string, max: number): string | null {
  return value.trim().length > max ? T.errors.tooLong(max) : null;
}

/**
 * The server's checks on the body (ZHostEventInput's limits), in the same words on the same
 * paths. Drafts may be incomplete: what is missing for publishing is the server's publishProblems.
 */
export function validateForm(f: TEventForm): TFormErrors {
  const errors: TFormErrors = {};
  const put = (path: string, problem: string | null) => {
    if (problem && !errors[path]) errors[path] = problem;
  };
  const title = f.title.trim();
  put('title', title.length < 3 ? T.errors.titleShort : textProblem(title, 120));
  put('description', textProblem(f.description, 20_000));
  put('subcategoryIds', f.subcategoryIds.length > 5 ? T.errors.maxSubcategories : null);

  if (f.eventType === 'one-off') {
    const start = localInputToInstant(f.startDate, f.timeZone);
    const end = localInputToInstant(f.endDate, f.timeZone);
    if (start && end && Date.parse(end) <= Date.parse(start)) put('endDate', T.errors.endAfterStart);
  }
  if (f.eventType === 'recurring') {
    if (f.recurringStartTime && !TIME.test(f.recurringStartTime)) put('recurringStartTime', T.errors.time);
    if (f.recurringEndTime && !TIME.test(f.recurringEndTime)) put('recurringEndTime', T.errors.time);
    if (f.recurringStartDate && f.recurringEndDate && f.recurringEndDate < f.recurringStartDate)
      put('recurringEndDate', T.errors.untilAfterFrom);
  }
  if (f.eventType === 'multiple-shows') {
    f.showTimes
      .filter((s) => !isBlankShow(s))
      .forEach((s, i) => {
        put(`showTimes.${i}.date`, DAY.test(s.date) ? null : T.errors.date);
        put(`showTimes.${i}.startTime`, TIME.test(s.startTime) ? null : T.errors.time);
        put(`showTimes.${i}.endTime`, s.endTime && !TIME.test(s.endTime) ? T.errors.time : null);
        put(`showTimes.${i}.capacity`, intProblem(s.capacity, 1, 1_000_000));
      });
  }

  put('location', textProblem(f.location, 120));
  put('address', textProblem(f.address, 200));
  const lat = numOrNull(f.latitude);
  const lng = numOrNull(f.longitude);
  put('latitude', lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90) ? T.errors.latitude : null);
  put('longitude', lng !== null && !(Number.isFinite(lng) && lng >= -180 && lng <= 180) ? T.errors.longitude : null);
  if ((lat === null) !== (lng === null)) put(lat === null ? 'latitude' : 'longitude', IT.pairNeeded);

  if (f.saleMode === 'external') {
    const url = f.externalTicketUrl.trim();
    let ok = false;
    try {
      ok = url !== '' && /^https?:$/.test(new URL(url).protocol) && url.length <= 2048;
    } catch {
      ok = false;
    }
    put('externalTicketUrl', ok ? null : T.errors.url);
  }
  put('capacity', intProblem(f.capacity, 1, 1_000_000));
  put('maxTicketsPerBuyer', intProblem(f.maxTicketsPerBuyer, 1, 100, true));
  put('refundPolicy', textProblem(f.refundPolicy, 1000));
  put('entryConditions', textProblem(f.entryConditions, 1000));

  const free = isFree(f);
  f.ticketTypes
    .filter((t) => !isBlankTicket(t))
    .forEach((t, i) => {
      put(`ticketTypes.${i}.name`, t.name.trim() === '' ? T.errors.required : textProblem(t.name, 60));
      put(`ticketTypes.${i}.description`, textProblem(t.description, 300));
      if (!free) put(`ticketTypes.${i}.price`, intProblem(t.price, 0, 1_000_000, true));
      put(`ticketTypes.${i}.quantity`, intProblem(t.quantity, 1, 1_000_000));
      put(`ticketTypes.${i}.maxPerOrder`, intProblem(t.maxPerOrder, 1, 100));
      const start = localInputToInstant(t.salesStartAt, f.timeZone);
      const end = localInputToInstant(t.salesEndAt, f.timeZone);
      if (start && end && Date.parse(end) <= Date.parse(start))
        put(`ticketTypes.${i}.salesEndAt`, T.errors.endAfterStart);
    });
  return errors;
}

/**
 * The index of each form row in the body (blank rows are not sent), so a server error on
 * 'ticketTypes.1.price' finds the row it means.
 */
export function rowIndexes(f: TEventForm): { showTimes: Map<string, number>; ticketTypes: Map<string, number> } {
  const index = <R extends { key: string }>(rows: R[], blank: (r: R) => boolean) => {
    const map = new Map<string, number>();
    rows.filter((r) => !blank(r)).forEach((r, i) => map.set(r.key, i));
    return map;
  };
  return { showTimes: index(f.showTimes, isBlankShow), ticketTypes: index(f.ticketTypes, isBlankTicket) };
}

/**
 * A refused save as field errors on the body's paths ('title', 'ticketTypes.0.name'), from what
 * the API client read of the answer (`fieldErrors` of a validation failure, or the one `field` a
 * refusal names); a problem with the body as a whole ('body') stays in `rest`.
 */
export function errorsFromServer(err: Pick<ApiError, 'field' | 'fieldErrors'>): {
  fields: TFormErrors;
  rest: string[];
} {
  const fields: TFormErrors = {};
  const rest: string[] = [];
  const all = { ...err.fieldErrors, ...(err.field ? { [err.field.name]: err.field.message } : {}) };
  for (const [path, text] of Object.entries(all)) {
    if (path === 'body') rest.push(text);
    else fields[path] ??= text;
  }
  return { fields, rest };
}
