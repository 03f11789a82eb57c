/** Every sentence the check-in API says to people (outcomes are codes the scanner screen words). */
export const CHECK_IN_TEXT = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notYourEvent: 'You may check tickets in only for the events you were given.',
} as const;
