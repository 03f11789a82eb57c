import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/team.json' with { type: 'json' };
import sw from '../../locales/sw/team.json' with { type: 'json' };
import { defineMessages, inRequestLanguage, type Values } from '../../lib/messages.js';

/** The team's words (`locales/<language>/team.json`); a mail message takes its values as one object. */
const fill = (values: Values) => values;
const T = defineMessages('team', en, sw, {
  invitationWrongEmail: (email: string) => ({ email }),
  invitationMail: {
    subject: fill,
    heading: fill,
    intro: fill,
    action: fill,
    validity: fill,
  },
});

/** Every sentence the team API says to people, in the request's language. */
export const TEAM_TEXT = inRequestLanguage(T);

/**
 * The invitation mail in each language (decision 026): the invitee's account's, else the
 * language of the person inviting.
 */
export const invitationMailTexts = (locale: TLocale) => T(locale).invitationMail;
