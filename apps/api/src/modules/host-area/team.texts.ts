import { type Translated } from '../../lib/translated.js';
import en from '../../locales/en/team.json' with { type: 'json' };
import sw from '../../locales/sw/team.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the team API says to people, in one place (in the request's language); words in `locales/<language>/team.json`. */
export const TEAM_TEXT = inRequestLanguage(
  defineMessages('team', en, sw, {
    invitationWrongEmail: (email: string) => ({ email }),
  }),
);

/** The invitation mail's English. */
const INVITATION_MAIL_EN = {
  subject: '{vendorName} invited you to their team on Tikiti',
  heading: 'Join {vendorName} on Tikiti',
  intro: '{inviter} invited you to work on the events of {vendorName} as {role}.',
  roles: {
    manager: 'a manager (events, tickets, attendees and the dashboard)',
    scanner: 'a scanner (checking tickets in at the door)',
  },
  action: 'Open this link, signed in with this email address, to accept: {url}',
  validity: 'The link works only for {email} and expires in {days} days.',
  ignore: "If you don't know this host, you can ignore this email; nothing happens.",
} as const;

/**
 * The invitation mail in each language (decision 026): the invitee's account's, else the
 * language of the person inviting.
 */
export const TEAM_INVITATION_MAIL: Translated<typeof INVITATION_MAIL_EN> = {
  en: INVITATION_MAIL_EN,
  sw: {
    subject: '{vendorName}: mwaliko wa kujiunga na timu kwenye Tikiti',
    heading: 'Jiunge na {vendorName} kwenye Tikiti',
    intro: '{inviter} amekualika ufanye kazi kwenye matukio ya {vendorName} kama {role}.',
    roles: {
      manager: 'meneja (matukio, tiketi, wahudhuriaji na dashibodi)',
      scanner: 'mkaguzi wa tiketi (kukagua tiketi mlangoni)',
    },
    action: 'Fungua kiungo hiki ukiwa umeingia kwa anwani hii ya barua pepe ili ukubali: {url}',
    validity: 'Kiungo hiki kinafanya kazi kwa {email} pekee na kitaisha muda baada ya siku {days}.',
    ignore: 'Kama humjui mwandaaji huyu, puuza barua pepe hii; hakuna kitakachotokea.',
  },
};
