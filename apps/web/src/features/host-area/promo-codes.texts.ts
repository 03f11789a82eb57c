import en from '@/locales/en/host-promo.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word of the host's promo code screens (src/locales/<lang>/host-promo.json). Read while
 * rendering. The code's length (3 to 32, PROMO_CODE_MIN_LENGTH and PROMO_CODE_MAX_LENGTH) is
 * written into codeHint and errors.codeLength.
 */
export const PT = defineTexts('host-promo', en, {
  percentOff: (n: number) => ({ n }),
  amountOff: (amount: number) => ({ amount: price(amount) }),
  usedUnlimited: (used: number) => ({ used }),
  usedOf: (used: number, max: number) => ({ used, max }),
  usedUnlimitedLabel: (used: number) => ({ used }),
  usedOfLabel: (used: number, max: number) => ({ used, max }),
  from: (when: string) => ({ when }),
  until: (when: string) => ({ when }),
  between: (from: string, until: string) => ({ from, until }),
  editCode: (code: string) => ({ code }),
  removeCode: (code: string) => ({ code }),
  archiveCode: (code: string) => ({ code }),
  showArchived: (n: number) => ({ n }),
  removeTitle: (code: string) => ({ code }),
  archiveTitle: (code: string) => ({ code }),
  removed: (code: string) => ({ code }),
  archived: (code: string) => ({ code }),
  editTitle: (code: string) => ({ code }),
  archivedType: (name: string) => ({ name }),
  windowHint: (zone: string) => ({ zone }),
  saved: (code: string) => ({ code }),
  created: (code: string) => ({ code }),
});
