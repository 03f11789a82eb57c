import { localized, type Translated, type Widen } from '../../lib/translated.js';

/**
 * The words of the admin's moderation (events, reports, catalogue): messages of its errors and
 * the notices mailed to hosts (translatable; one file, as admin-auth.texts.ts does).
 */
/** The admin's moderation answers (events, reports, catalogue), in the request's language. */
const EN = {
  eventNotFound: 'There is no event with this id.',
  reportNotFound: 'There is no report with this id.',
  reportClosed: 'This report has already been closed.',
  categoryNotFound: 'There is no such category.',
  subcategoryNotFound: 'There is no such type.',
  tribeNotFound: 'There is no such tribe.',
  categoryInUse: (n: number) =>
    `This category is used by ${n} event${n === 1 ? '' : 's'}: move ${n === 1 ? 'it' : 'them'} to another category or hide it instead of deleting it.`,
  subcategoryInUse: (n: number) =>
    `This type is used by ${n} event${n === 1 ? '' : 's'}: move ${n === 1 ? 'it' : 'them'} to another type or hide it instead of deleting it.`,
  categoryHasTypes: 'This category still has types: delete or move them first, or hide the category instead.',
  slugTaken: 'Another entry already has this name.',
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Hakuna tukio lenye kitambulisho hiki.',
  reportNotFound: 'Hakuna ripoti yenye kitambulisho hiki.',
  reportClosed: 'Ripoti hii imeshafungwa.',
  categoryNotFound: 'Kategoria hiyo haipo.',
  subcategoryNotFound: 'Aina hiyo haipo.',
  tribeNotFound: 'Kundi hilo halipo.',
  categoryInUse: (n: number) =>
    `Kategoria hii inatumiwa na ${n === 1 ? 'tukio 1' : `matukio ${n}`}: ${n === 1 ? 'lihamishe' : 'yahamishe'} kwenye kategoria nyingine au uifiche kategoria badala ya kuifuta.`,
  subcategoryInUse: (n: number) =>
    `Aina hii inatumiwa na ${n === 1 ? 'tukio 1' : `matukio ${n}`}: ${n === 1 ? 'lihamishe' : 'yahamishe'} kwenye aina nyingine au uifiche aina badala ya kuifuta.`,
  categoryHasTypes: 'Kategoria hii bado ina aina: zifute au uzihamishe kwanza, au uifiche kategoria badala yake.',
  slugTaken: 'Kipengele kingine tayari kina jina hili.',
};

export const MODERATION_TEXT = localized(EN, SW);

/** The notices mailed to hosts' owners, in English (the owner's language decides, MODERATION_MAILS). */
const MAILS_EN = {
  unpublishedMail: {
    subject: '{eventTitle} has been taken down',
    heading: 'Your event has been taken down',
    intro: 'We have taken {eventTitle} off Tikiti: it no longer shows in listings and its tickets are not on sale.',
    reason: 'Reason: {reason}',
    next: 'If you think this is a mistake, or once you have fixed what is described above, reply to this email and we will look at it again.',
  },
  restoredMail: {
    subject: '{eventTitle} is back on Tikiti',
    heading: 'Your event is back',
    intro: '{eventTitle} is public again and its tickets are on sale as before.',
  },
} as const;

/** The notices mailed to a host's owner, in each language: the owner's (`users.locale`, decision 026). */
export const MODERATION_MAILS: Translated<typeof MAILS_EN> = {
  en: MAILS_EN,
  sw: {
    unpublishedMail: {
      subject: 'Tukio lako {eventTitle} limeondolewa',
      heading: 'Tukio lako limeondolewa',
      intro: 'Tumeondoa {eventTitle} kwenye Tikiti: halionekani tena kwenye orodha za matukio na tiketi zake haziuzwi.',
      reason: 'Sababu: {reason}',
      next: 'Kama unaona hili ni kosa, au ukisharekebisha kilichoelezwa hapo juu, jibu barua pepe hii nasi tutaliangalia tena.',
    },
    restoredMail: {
      subject: 'Tukio lako {eventTitle} limerudi kwenye Tikiti',
      heading: 'Tukio lako limerudi',
      intro: 'Tukio {eventTitle} linaonekana tena kwa wote na tiketi zake zinauzwa kama awali.',
    },
  },
};

export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
