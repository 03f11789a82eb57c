import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/admin-moderation.json' with { type: 'json' };
import sw from '../../locales/sw/admin-moderation.json' with { type: 'json' };
import { defineMessages, inRequestLanguage, type Values } from '../../lib/messages.js';

/** The admin's moderation words (`locales/<language>/admin-moderation.json`); a mail message takes its values as one object. */
const fill = (values: Values) => values;
const T = defineMessages('admin-moderation', en, sw, {
  categoryInUse: (n: number) => ({ n }),
  subcategoryInUse: (n: number) => ({ n }),
  mails: {
    unpublishedMail: { subject: fill, intro: fill, reason: fill },
    restoredMail: { subject: fill, intro: fill },
  },
});

/** The admin's moderation answers (events, reports, catalogue), in the request's language. */
export const MODERATION_TEXT = inRequestLanguage(T);

/** The notices mailed to hosts' owners, in the owner's language (decision 026). */
export const moderationMails = (locale: TLocale) => T(locale).mails;
