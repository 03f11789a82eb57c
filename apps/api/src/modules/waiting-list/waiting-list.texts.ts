import type { TLocale } from '@tribe/contracts/locale';
import { localized, type Translated, type Widen } from '../../lib/translated.js';

/**
 * The waiting list's words (decision 050): refusals in the request's language, and the offer's
 * SMS and mail in the fan's (the entry's `locale`). SMS words keep to the GSM alphabet.
 */

const EN = {
  closed: 'This event has no waiting list. Check the event page for tickets.',
  notSoldOut: 'This ticket type still has places: buy them from the event page instead of waiting.',
  alreadyJoined:
    'You are already on the waiting list for this ticket type and date. Your place in line is kept; leave it first to change how many tickets you want.',
  needContact: 'Sign in, or give your name, email and phone number, so we can tell you when a place is yours.',
  tooMany: (cap: number) => `You can wait for at most ${cap} ${cap === 1 ? 'ticket' : 'tickets'} for this event.`,
  entryNotFound: 'We could not find this waiting-list place. Check the link in our message, or join again.',
  offerClosed:
    'This offer is no longer open: its time ran out, it was paid, or you left the list. Check the event page for tickets.',
  phoneUnproven: (phone: string) =>
    `To join the waiting list with ${phone}, type the 6-digit code we sent to it by SMS. Offers come to this phone.`,
  phoneCodesOff: 'We cannot send codes by SMS right now. Sign in to join the waiting list.',
  tooManyJoins: (seconds: number) =>
    `Too many waiting-list places were asked for from here in a short time. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
};

const SW: Widen<typeof EN> = {
  closed: 'Tukio hili halina orodha ya kusubiri. Angalia ukurasa wa tukio kwa tiketi.',
  notSoldOut: 'Aina hii ya tiketi bado ina nafasi: zinunue kwenye ukurasa wa tukio badala ya kusubiri.',
  alreadyJoined:
    'Tayari uko kwenye orodha ya kusubiri ya aina hii ya tiketi na tarehe hii. Nafasi yako imehifadhiwa; jiondoe kwanza ili kubadilisha idadi ya tiketi unazotaka.',
  needContact: 'Ingia, au toa jina, barua pepe na nambari ya simu, ili tukujulishe nafasi ikiwa yako.',
  tooMany: (cap: number) => `Unaweza kusubiri tiketi zisizozidi ${cap} kwa tukio hili.`,
  entryNotFound: 'Hatukupata nafasi hii kwenye orodha ya kusubiri. Angalia kiungo kwenye ujumbe wetu, au jiunge tena.',
  offerClosed:
    'Ofa hii haipo tena: muda wake umekwisha, imelipwa, au ulijiondoa kwenye orodha. Angalia ukurasa wa tukio kwa tiketi.',
  phoneUnproven: (phone: string) =>
    `Ili ujiunge na orodha ya kusubiri kwa ${phone}, andika msimbo wa tarakimu 6 tuliotuma kwa SMS. Ofa zitakuja kwa simu hii.`,
  phoneCodesOff: 'Hatuwezi kutuma misimbo kwa SMS kwa sasa. Ingia ili ujiunge na orodha ya kusubiri.',
  tooManyJoins: (seconds: number) =>
    `Nafasi nyingi za orodha ya kusubiri zimeombwa kutoka hapa kwa muda mfupi. Tafadhali jaribu tena baada ya ${seconds < 90 ? `sekunde ${seconds}` : `dakika ${Math.ceil(seconds / 60)}`}.`,
};

/** Refusals, in the language of the request being answered. */
export const WAITLIST_TEXTS = localized(EN, SW);

/** The offer's words, in the fan's language. */
const OFFER_EN = {
  sms: (v: { title: string; n: number; minutes: number; url: string }) =>
    `Tikiti: a place came back for ${v.title}. ${v.n === 1 ? '1 ticket is' : `${v.n} tickets are`} yours for ${v.minutes} min. Pay: ${v.url}`,
  subject: (title: string) => `Tickets for ${title} are yours for a while`,
  heading: 'A place came back for you',
  intro: (v: { title: string; n: number; type: string; when: string }) =>
    `You were next on the waiting list for ${v.title} (${v.when}): ${v.n} × ${v.type} ${v.n === 1 ? 'is' : 'are'} kept for you.`,
  until: (v: { minutes: number; until: string }) =>
    `They are kept for ${v.minutes} minutes, until ${v.until}. Pay by M-Pesa or card before then; after that they go to the next fan in line.`,
  pay: 'Pay now',
  notYou: 'If you no longer want them, do nothing: they pass to the next fan when the time runs out.',
  dateNotSet: 'date to be announced',
};

const OFFER_SW: Widen<typeof OFFER_EN> = {
  sms: (v) => `Tikiti: nafasi imerudi kwa ${v.title}. Tiketi ${v.n} ni zako kwa dakika ${v.minutes}. Lipa: ${v.url}`,
  subject: (title) => `Tiketi za ${title} ni zako kwa muda`,
  heading: 'Nafasi imerudi kwa ajili yako',
  intro: (v) =>
    `Ulikuwa wa kwanza kwenye orodha ya kusubiri ya ${v.title} (${v.when}): ${v.type} × ${v.n} zimehifadhiwa kwa ajili yako.`,
  until: (v) =>
    `Zimehifadhiwa kwa dakika ${v.minutes}, hadi ${v.until}. Lipa kwa M-Pesa au kadi kabla ya hapo; baadaye zitaenda kwa anayefuata kwenye orodha.`,
  pay: 'Lipa sasa',
  notYou: 'Ikiwa huzitaki tena, usifanye chochote: zitaenda kwa anayefuata muda ukiisha.',
  dateNotSet: 'tarehe itatangazwa',
};

const OFFER_TEXTS: Translated<typeof OFFER_EN> = { en: OFFER_EN, sw: OFFER_SW };

export const offerTexts = (locale: TLocale) => OFFER_TEXTS[locale];
