import en from '@/locales/en/host-waiting-list.json';
import { count, price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word of the host's waiting list and tickets sent to friends (on /host/events/{id}/tickets;
 * src/locales/<lang>/host-waiting-list.json). Read while rendering; `when` and `date` arrive
 * already written out in the event's time zone.
 */
export const WT = defineTexts('host-waiting-list', en, {
  settings: {
    effective: (on: boolean) => ({ on: on ? 'yes' : 'no' }),
    windowHint: (min: number, max: number) => ({ min, max: count(max) }),
    windowError: (min: number, max: number) => ({ min, max: count(max) }),
    feeHint: (min: number, max: number) => ({ min, max }),
    feeError: (min: number, max: number) => ({ min, max }),
  },
  returns: {
    line: (holder: string, type: string, date: string) => ({ holder, type, date }),
    refund: (amount: number) => ({ amount: price(amount) }),
    refunded: (amount: number) => ({ amount: price(amount) }),
    orders: (from: string) => ({ from }),
    ordersTo: (from: string, to: string) => ({ from, to }),
  },
  line: (type: string, date: string) => ({ type, date }),
  lineSummary: (waiting: number, made: number, taken: number) => ({ waiting, made, taken }),
  position: (n: number) => ({ n }),
  positionShort: (n: number) => ({ n }),
  tickets: (n: number) => ({ n }),
  joined: (when: string) => ({ when }),
  offerOpen: (when: string) => ({ when }),
  bought: (reference: string) => ({ reference }),
  offerLapsed: (when: string) => ({ when }),
  transfers: {
    fromTo: (from: string, to: string) => ({ from, to }),
    from: (from: string) => ({ from }),
    tickets: (n: number) => ({ n }),
    sent: (when: string) => ({ when }),
    accepted: (when: string) => ({ when }),
    openUntil: (when: string) => ({ when }),
  },
});
