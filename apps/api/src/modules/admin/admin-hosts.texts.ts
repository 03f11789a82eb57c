import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/admin-hosts.json' with { type: 'json' };
import sw from '../../locales/sw/admin-hosts.json' with { type: 'json' };
import { defineMessages, inRequestLanguage, type Values } from '../../lib/messages.js';

/** The admin's hosts actions' words (`locales/<language>/admin-hosts.json`); a mail message takes its values as one object. */
const fill = (values: Values) => values;
const T = defineMessages('admin-hosts', en, sw, {
  suspendedMail: { subject: fill, intro: fill, reason: fill },
  restoredMail: { subject: fill, intro: fill, reason: fill },
});

/** What the admin area's hosts actions say, in the request's language. */
export const ADMIN_HOSTS_TEXT = inRequestLanguage(T);

/** The suspension notices in each language: the owner's (`users.locale`, decision 026). */
export const adminHostsMails = (locale: TLocale) => T(locale);
