/**
 * Every word of the ticket SMS (English for now; kept to the GSM alphabet, no dashes or ellipses
 * that would halve an SMS's length). One SMS holds 160 characters: sms.messages.ts packs these.
 */
export const SMS_TEXTS = {
  tickets: (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`),
  /** The confirmation's first words: what and when. */
  confirmation: (v: { tickets: string; title: string; when: string }) =>
    `Tikiti: ${v.tickets} for ${v.title}, ${v.when}.`,
  /** The day-before reminder's first words. */
  reminder: (v: { tickets: string; title: string; when: string }) =>
    `Tikiti reminder: ${v.title} is on ${v.when}. You have ${v.tickets}.`,
  /** Before the first code: one code per ticket, typed at the door if the phone has no QR code. */
  codes: (n: number) => (n === 1 ? 'Door code:' : 'Door codes:'),
  /** Before the codes that continue in a further SMS. */
  codesMore: 'More door codes:',
  link: (url: string) => `Tickets: ${url}`,
  dateNotSet: 'date to be announced',
  /** What stands in for the part of a very long title that was cut. */
  cut: '...',
} as const;
