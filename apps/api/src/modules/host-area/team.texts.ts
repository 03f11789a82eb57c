import { localized, type Translated, type Widen } from '../../lib/translated.js';

/** Every sentence the team API says to people, in one place (in the request's language). */
const EN = {
  memberNotFound: 'This person is not on your team.',
  ownerFixed: 'The owner cannot be removed from the team or given another role.',
  alreadyOnTeam: 'This person is already on the team.',
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  invitationInvalid: 'This invitation link is not valid. It may have been used or withdrawn; ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask the host for a new one.',
  invitationWrongEmail: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
} as const;

const SW: Widen<typeof EN> = {
  memberNotFound: 'Mtu huyu hayuko kwenye timu yako.',
  ownerFixed: 'Mmiliki hawezi kuondolewa kwenye timu wala kupewa jukumu lingine.',
  alreadyOnTeam: 'Mtu huyu tayari yuko kwenye timu.',
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  invitationInvalid: 'Kiungo hiki cha mwaliko si halali. Huenda kimeshatumika au kimeondolewa; omba kipya.',
  invitationExpired: 'Muda wa mwaliko huu umekwisha. Mwombe mwandaaji akutumie mpya.',
  invitationWrongEmail: (email: string) => `Mwaliko huu ni wa ${email}. Ingia kwa anwani hiyo ili uukubali.`,
};

export const TEAM_TEXT = localized(EN, SW);

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
