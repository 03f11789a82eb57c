/** What the admin area's hosts actions say, and the mails they send the host's owner (translatable). */
export const ADMIN_HOSTS_TEXT = {
  hostNotFound: 'There is no host with that number.',
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
