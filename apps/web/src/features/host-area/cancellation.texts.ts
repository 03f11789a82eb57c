import type { TCancellationImpact } from '@tribe/contracts/cancellation';
import en from '@/locales/en/host-cancellation.json';
import { count, price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word of cancelling an event or a date (src/locales/<lang>/host-cancellation.json). Read
 * while rendering; counts go through count() and amounts through price().
 */
export const CT = defineTexts('host-cancellation', en, {
  titleEvent: (title: string) => ({ title }),
  titleDate: (when: string) => ({ when }),
  dateOption: (when: string, impact: TCancellationImpact) => ({
    when,
    count: impact.paidOrders + impact.reservations + impact.holds,
  }),
  dateCancelled: (when: string) => ({ when }),
  impactPaid: (n: number, amount: number) => ({ count: n, amount: price(amount) }),
  impactReservations: (n: number) => ({ count: n }),
  impactHolds: (n: number) => ({ count: n }),
  impactList: (rest: string, last: string) => ({ rest, last }),
  impactSentence: (list: string) => ({ list }),
  messageHint: (left: number) => ({ left: count(left) }),
  messageTooLong: (max: number) => ({ max: count(max) }),
  started: (what: string) => ({ what }),
  startedText: (scope: 'event' | 'date') => ({ scope }),
  scopeDate: (when: string) => ({ when }),
  requestedAt: (when: string) => ({ when }),
  statusErrors: (n: number) => ({ n }),
  progressCount: (done: number, total: number) => ({ done: count(done), total }),
  failedCount: (n: number) => ({ n: count(n) }),
});

/** The plain sentence of what will happen, from the server's counts. */
export function impactText(i: TCancellationImpact): string {
  const parts: string[] = [];
  if (i.paidOrders) parts.push(CT.impactPaid(i.paidOrders, i.refundTotal));
  if (i.reservations) parts.push(CT.impactReservations(i.reservations));
  if (i.holds) parts.push(CT.impactHolds(i.holds));
  if (!parts.length) return CT.impactNone;
  const list = parts.length > 1 ? CT.impactList(parts.slice(0, -1).join(', '), parts.at(-1)!) : parts[0]!;
  return CT.impactSentence(`${list[0]!.toUpperCase()}${list.slice(1)}`);
}
