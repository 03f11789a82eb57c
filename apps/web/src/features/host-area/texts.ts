import type { THostRole } from '@tribe/contracts/host-area';
import en from '@/locales/en/host.json';
import { count, price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word the host area shows (src/locales/<lang>/host.json), read while rendering. Amounts go
 * through price() ('KES 3,100'); functions take what varies.
 */
export const T = defineTexts('host', en, {
  noAccessTitle: (host: string) => ({ host }),
  lastDays: (days: number) => ({ days }),
  netInfo: (fees: number, refunds: number) => ({ fees: price(fees), refunds: price(refunds) }),
  aboutFigure: (name: string) => ({ name }),
  salesChartLabel: (days: number, tickets: number) => ({ days, tickets }),
  /** `day` is already written out ('Tuesday, November 3, 2026'). */
  salesBar: (day: string, tickets: number, gross: number) => ({ day, tickets, gross: price(gross) }),
  orderLine: (tickets: number, total: number) => ({ tickets, paid: total > 0 ? 'yes' : 'no', total: price(total) }),
  soldOf: (sold: number, capacity: number | null) => ({
    sold,
    limit: capacity === null ? 'none' : 'some',
    capacity: capacity ?? 0,
  }),
  grossShort: (gross: number) => ({ gross: price(gross) }),
  published: (title: string) => ({ title }),
  showRow: (n: number) => ({ n }),
  showCancelledNote: (sold: number) => ({ sold }),
  showSoldNote: (sold: number) => ({ sold }),
  ticketRow: (n: number) => ({ n }),
  ticketSoldNote: (sold: number) => ({ sold }),
  feeLine: (name: string, b: { buyerPays: number; hostReceives: number; fee: number }) => ({
    name,
    buyerPays: price(b.buyerPays),
    hostReceives: price(b.hostReceives),
    fee: price(b.fee),
  }),
  errors: {
    tooLong: (max: number) => ({ max }),
    atLeast: (min: number) => ({ min }),
    atMost: (max: number) => ({ max: count(max) }),
  },
  ticketsFor: (title: string) => ({ title }),
  placesLine: (capacity: number | null) => ({ limit: capacity === null ? 'none' : 'some', capacity: capacity ?? 0 }),
  soldShare: (name: string, used: number, total: number) => ({ name, used, total }),
  attendeesFor: (title: string) => ({ title }),
  /** `when` is already written out; `by` is who checked the ticket in, when known. */
  checkedInAt: (when: string, by: string | null) => ({ when, hasBy: by ? 'yes' : 'no', by: by ?? '' }),
  codeEnding: (code: string) => ({ code }),
  historyStep: (from: string, to: string, when: string) => ({ from, to, when }),
  attendeesCount: (total: number) => ({ total, count: count(total) }),
  pageOf: (page: number, pages: number) => ({ page, pages }),
  ticketsCount: (n: number) => ({ n }),
  ticketsResent: (email: string) => ({ email }),
  refundTitle: (reference: string) => ({ reference }),
  /** `amount` is already written out ('KES 3,210'). */
  refundText: (amount: string, name: string) => ({ amount, name }),
  refundConfirm: (amount: string) => ({ amount }),
  refunded: (reference: string) => ({ reference }),
  scansEvents: (titles: string[]) => ({ titles: titles.join(', ') }),
  invitedOn: (when: string) => ({ when }),
  expiresOn: (when: string) => ({ when }),
  joinedOn: (when: string) => ({ when }),
  inviteSent: (email: string) => ({ email }),
  inviteResent: (email: string) => ({ email }),
  changeRole: (name: string) => ({ name }),
  roleChanged: (name: string, role: THostRole) => ({ name, role }),
  removeTitle: (name: string) => ({ name }),
  withdrawTitle: (email: string) => ({ email }),
  removed: (name: string) => ({ name }),
  joined: (host: string, role: THostRole) => ({ host, role }),
  door: {
    checkedInOf: (checkedIn: number, total: number) => ({ checkedIn, total }),
    firstCheckIn: (when: string, by: string | null) => ({ when, hasBy: by ? 'yes' : 'no', by: by ?? '' }),
    onlineWaiting: (n: number) => ({ n }),
    offlineWaiting: (n: number) => ({ n }),
    listLine: (tickets: number, when: string) => ({ tickets, when }),
    wipeLine: (when: string) => ({ when }),
    /** The last six characters of the code show; `first` is when it was first let in, written out. */
    duplicateLine: (code: string, name: string | null, first: string | null) => ({
      code: code.slice(-6),
      hasName: name === null ? 'no' : 'yes',
      name: name ?? '',
      hasFirst: first ? 'yes' : 'no',
      first: first ?? '',
    }),
  },
});

/** The words for an API error code from one of the groups above, or undefined for a code it has none for. */
function forCode(group: object, code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(group, code) ? (group as Record<string, string>)[code] : undefined;
}

/** An order's state in words; a state this page has no words for shows as the API wrote it. */
export const orderStatusText = (status: string): string =>
  forCode(T.orderStatus, status) ?? status.charAt(0).toUpperCase() + status.slice(1);
export const orderErrorText = (code: string | undefined) => forCode(T.orderErrors, code);
export const teamErrorText = (code: string | undefined) => forCode(T.teamErrors, code);
export const joinErrorText = (code: string | undefined) => forCode(T.joinErrors, code);
