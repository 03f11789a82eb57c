import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/complimentary.json' with { type: 'json' };
import sw from '../../locales/sw/complimentary.json' with { type: 'json' };
import { defineMessages, inRequestLanguage, type Values } from '../../lib/messages.js';
import { orderStatusWord } from '../../lib/status-words.js';

/** The guest tickets' words (`locales/<language>/complimentary.json`); a mail message takes its values as one object. */
const fill = (values: Values) => values;
const T = defineMessages('complimentary', en, sw, {
  ticketTypeArchived: (name: string) => ({ name }),
  soldOut: (quantity: number, name: string) => ({ quantity, name }),
  notRevocable: (status: string) => ({ word: orderStatusWord(status) }),
  revokedMail: { subject: fill, greeting: fill, intro: fill, questions: fill },
});

/** Every sentence the guest-ticket API says to people, in the request's language. */
export const COMPLIMENTARY_TEXT = inRequestLanguage(T);

/** The withdrawal mail in each language: the guest order's (decision 026). */
export const revokedMailTexts = (locale: TLocale) => T(locale).revokedMail;
