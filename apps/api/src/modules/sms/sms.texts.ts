import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/sms.json' with { type: 'json' };
import sw from '../../locales/sw/sms.json' with { type: 'json' };
import { defineMessages } from '../../lib/messages.js';

/**
 * Every word of the ticket SMS, in the buyer's language (the order's `locale`;
 * `locales/<language>/sms.json`). Kept to the GSM alphabet, no dashes or ellipses that would
 * halve an SMS's length (lib/messages.test.ts checks it). One SMS holds 160 characters:
 * sms.messages.ts packs these. `codes` comes before the first code (one code per ticket, typed
 * at the door if the phone has no QR code), `codesMore` before the codes that continue in a
 * further SMS, `cut` stands in for the part of a very long title that was cut, and `transfer`
 * is a transfer's link to the friend (decision 051). Kiswahili says "Una tiketi 2" (you have)
 * rather than "tiketi 2 za ...", which keeps clear of the noun class agreement that changes with
 * the count.
 */
const T = defineMessages('sms', en, sw, {
  tickets: (n: number) => ({ n }),
  confirmation: (v: { tickets: string; title: string; when: string }) => v,
  reminder: (v: { tickets: string; title: string; when: string }) => v,
  codes: (n: number) => ({ n }),
  link: (url: string) => ({ url }),
  transfer: (v: { from: string; tickets: string; title: string }) => v,
  accept: (url: string) => ({ url }),
});

export type TSmsTexts = ReturnType<typeof T>;

/** The SMS words in `locale`. */
export const smsTexts = (locale: TLocale): TSmsTexts => T(locale);
