import type { TPayoutRequirement } from '@tribe/contracts/host-settings';
import en from '@/locales/en/host-settings.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word of /host/settings (profile, payout details, balances and payouts), from
 * src/locales/<lang>/host-settings.json. Read while rendering; amounts go through price().
 */
export const ST = defineTexts('host-settings', en, {
  bioCount: (n: number, max: number) => ({ n, max }),
  idNumber: (type: 'national_id' | 'passport') => ({ type }),
  idSavedHint: (masked: string) => ({ masked }),
  figuresOf: (title: string) => ({ title }),
  endedOn: (date: string) => ({ date }),
  endsOn: (date: string) => ({ date }),
  requestPayout: (amount: number) => ({ amount: price(amount) }),
  requestText: (amount: number, title: string, to: string) => ({ amount: price(amount), title, to }),
  requestSentText: (amount: number) => ({ amount: price(amount) }),
  /** The details a payout still needs, as a list ('legal name, KRA PIN'). */
  missingText: (list: string) => ({ list }),
  payoutTo: (to: string) => ({ to }),
  requestedOn: (date: string) => ({ date }),
  paidOn: (date: string) => ({ date }),
  rules: {
    vendorNameShort: (min: number) => ({ min }),
    tooLong: (max: number) => ({ max }),
    bio: (max: number) => ({ max }),
  },
});

/** 'Still needed: legal name, KRA PIN.' in the active language. */
export const missingDetailsText = (missing: readonly TPayoutRequirement[]): string =>
  ST.missingText(missing.map((m) => ST.requirements[m]).join(', '));
