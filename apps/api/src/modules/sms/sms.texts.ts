import type { TLocale } from '@tribe/contracts/locale';

/**
 * Every word of the ticket SMS, in the buyer's language (the order's `locale`). Kept to the GSM
 * alphabet, no dashes or ellipses that would halve an SMS's length. One SMS holds 160 characters:
 * sms.messages.ts packs these.
 */
export interface TSmsTexts {
  tickets: (n: number) => string;
  /** The confirmation's first words: what and when. */
  confirmation: (v: { tickets: string; title: string; when: string }) => string;
  /** The day-before reminder's first words. */
  reminder: (v: { tickets: string; title: string; when: string }) => string;
  /** Before the first code: one code per ticket, typed at the door if the phone has no QR code. */
  codes: (n: number) => string;
  /** Before the codes that continue in a further SMS. */
  codesMore: string;
  link: (url: string) => string;
  dateNotSet: string;
  /** What stands in for the part of a very long title that was cut. */
  cut: string;
  /** A transfer's link to the friend (decision 051): who sent what, then the link. */
  transfer: (v: { from: string; tickets: string; title: string }) => string;
  accept: (url: string) => string;
}

const EN: TSmsTexts = {
  tickets: (n) => (n === 1 ? '1 ticket' : `${n} tickets`),
  confirmation: (v) => `Tikiti: ${v.tickets} for ${v.title}, ${v.when}.`,
  reminder: (v) => `Tikiti reminder: ${v.title} is on ${v.when}. You have ${v.tickets}.`,
  codes: (n) => (n === 1 ? 'Door code:' : 'Door codes:'),
  codesMore: 'More door codes:',
  link: (url) => `Tickets: ${url}`,
  dateNotSet: 'date to be announced',
  cut: '...',
  transfer: (v) => `Tikiti: ${v.from} sent you ${v.tickets} for ${v.title}.`,
  accept: (url) => `Accept them: ${url}`,
};

// Kiswahili: "Una tiketi 2" (you have) rather than "tiketi 2 za ..." keeps clear of the noun
// class agreement that changes with the count.
const SW: TSmsTexts = {
  tickets: (n) => `tiketi ${n}`,
  confirmation: (v) => `Tikiti: ${v.title}, ${v.when}. Una ${v.tickets}.`,
  reminder: (v) => `Kumbusho la Tikiti: ${v.title} ni ${v.when}. Una ${v.tickets}.`,
  codes: (n) => (n === 1 ? 'Nambari ya mlangoni:' : 'Nambari za mlangoni:'),
  codesMore: 'Nambari zaidi za mlangoni:',
  link: (url) => `Tiketi: ${url}`,
  dateNotSet: 'tarehe itatangazwa',
  cut: '...',
  transfer: (v) => `Tikiti: ${v.from} amekutumia ${v.tickets} za ${v.title}.`,
  accept: (url) => `Zikubali: ${url}`,
};

const SMS_TEXTS = { en: EN, sw: SW } satisfies Record<TLocale, TSmsTexts>;

/** The SMS words in `locale`. */
export const smsTexts = (locale: TLocale): TSmsTexts => SMS_TEXTS[locale];
