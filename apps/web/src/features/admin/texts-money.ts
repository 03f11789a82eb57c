import en from '@/locales/en/admin-money.json';
import { defineTexts } from '@/i18n/texts';

/** The admin area's money pages (payouts, orders and refunds, the ledger's checks): src/locales/<lang>/admin-money.json. */
export const ADMIN_MONEY_TEXT = defineTexts('admin-money', en, {
  payouts: {
    to: (destination: string) => ({ destination }),
    requested: (date: string) => ({ date }),
    paid: (date: string) => ({ date }),
    transfer: (reference: string) => ({ reference }),
    available: (amount: string) => ({ amount }),
    failure: (reason: string) => ({ reason }),
    rejectedWhy: (reason: string) => ({ reason }),
    ledgerOk: (date: string) => ({ date }),
    ledgerBad: (date: string, n: number) => ({ date, n }),
    ledgerDifference: (host: number, event: number | null, detail: string, expected: string, actual: string) => ({
      host,
      event: event === null ? 'none' : String(event),
      detail,
      expected,
      actual,
    }),
  },
  orders: {
    refundBy: (who: string) => ({ who }),
    refundHint: (max: string) => ({ max }),
    refunded: (amount: string) => ({ amount }),
  },
});
