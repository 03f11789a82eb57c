/** Every sentence the team API and its invitation mail say, in one place. */
export const TEAM_TEXT = {
  memberNotFound: 'This person is not on your team.',
  ownerFixed: 'The owner cannot be removed from the team or given another role.',
  alreadyOnTeam: 'This person is already on the team.',
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  invitationInvalid: 'This invitation link is not valid. It may have been used or withdrawn; ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask the host for a new one.',
  invitationWrongEmail: (email: string) => `This invitation is for ${email}. Sign in with that address to accept it.`,
  mail: {
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
  },
} as const;
