import { type Translated } from '../../lib/translated.js';
import en from '../../locales/en/admin-moderation.json' with { type: 'json' };
import sw from '../../locales/sw/admin-moderation.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** The admin's moderation answers (events, reports, catalogue), in the request's language; words in `locales/<language>/admin-moderation.json`. */
export const MODERATION_TEXT = inRequestLanguage(
  defineMessages('admin-moderation', en, sw, {
    categoryInUse: (n: number) => ({ n }),
    subcategoryInUse: (n: number) => ({ n }),
  }),
);

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
