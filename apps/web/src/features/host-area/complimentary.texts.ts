import { COMPLIMENTARY_MAX_QUANTITY } from '@tribe/contracts/complimentary';
import en from '@/locales/en/host-complimentary.json';
import { defineTexts } from '@/i18n/texts';

const texts = defineTexts('host-complimentary', en, {
  on: (when: string) => ({ when }),
  /** Places left of a ticket type: null is no limit. */
  placesLeft: (n: number | null) => ({ state: n === null ? 'unlimited' : n === 0 ? 'full' : 'some', n }),
  typeOption: (name: string, left: string) => ({ name, left }),
  quantityHint: () => ({ max: COMPLIMENTARY_MAX_QUANTITY }),
  submit: (n: number) => ({ n }),
  sent: (n: number, email: string) => ({ n, email }),
  errors: {
    quantity: () => ({ max: COMPLIMENTARY_MAX_QUANTITY }),
    tooMany: (left: number) => ({ left }),
  },
  givenBy: (name: string) => ({ name }),
  revokeTitle: (reference: string) => ({ reference }),
  revokeText: (tickets: number, name: string) => ({ tickets, name }),
  revoked: (reference: string) => ({ reference }),
});

/**
 * Every word of the guest-ticket (complimentary) screens (src/locales/<lang>/host-complimentary.json).
 * Read while rendering. `revokeErrors` is looked up by the server's error code.
 */
export const CT = texts as Omit<typeof texts, 'revokeErrors'> & { revokeErrors: Readonly<Record<string, string>> };
