import { type Translated } from '../../lib/translated.js';
import en from '../../locales/en/admin-hosts.json' with { type: 'json' };
import sw from '../../locales/sw/admin-hosts.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the admin area's hosts actions say, in the request's language; words in `locales/<language>/admin-hosts.json`. */
export const ADMIN_HOSTS_TEXT = inRequestLanguage(defineMessages('admin-hosts', en, sw));

/** The mails the hosts actions send the host's owner, in English. */
const MAILS_EN = {
  suspendedMail: {
    subject: 'Your Tikiti host account {vendorName} is suspended',
    heading: 'Your host account is suspended',
    intro:
      'We have suspended {vendorName} on Tikiti. Your events are not selling tickets and your team cannot open the host area until it is restored.',
    reason: 'The reason: {reason}',
    action: 'Reply to this email if you think this is a mistake or to tell us what has changed.',
  },
  restoredMail: {
    subject: 'Your Tikiti host account {vendorName} is restored',
    heading: 'Your host account is restored',
    intro: '{vendorName} is restored on Tikiti. Your events sell tickets again and your team can use the host area.',
    reason: 'Our note: {reason}',
  },
} as const;

/** The suspension notices in each language: the owner's (`users.locale`, decision 026). */
export const ADMIN_HOSTS_MAILS: Translated<typeof MAILS_EN> = {
  en: MAILS_EN,
  sw: {
    suspendedMail: {
      subject: 'Akaunti yako ya mwandaaji {vendorName} kwenye Tikiti imesimamishwa',
      heading: 'Akaunti yako ya mwandaaji imesimamishwa',
      intro:
        'Tumesimamisha {vendorName} kwenye Tikiti. Matukio yako hayauzi tiketi na timu yako haiwezi kufungua eneo la waandaaji hadi akaunti irejeshwe.',
      reason: 'Sababu: {reason}',
      action: 'Jibu barua pepe hii kama unaona hili ni kosa, au kutueleza kilichobadilika.',
    },
    restoredMail: {
      subject: 'Akaunti yako ya mwandaaji {vendorName} kwenye Tikiti imerejeshwa',
      heading: 'Akaunti yako ya mwandaaji imerejeshwa',
      intro:
        '{vendorName} imerejeshwa kwenye Tikiti. Matukio yako yanauza tiketi tena na timu yako inaweza kutumia eneo la waandaaji.',
      reason: 'Maelezo yetu: {reason}',
    },
  },
};
