/** Every sentence the check-in API says to people (outcomes are codes the scanner screen words). */
export const CHECK_IN_TEXT = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  notYourEvent: 'You may check tickets in only for the events you were given.',
  typedCodeNeedsManager: 'Scan the QR code; typed codes need a manager.',
  /** Too many SMS codes that matched no ticket (decision 027): a guessing door is slowed down. */
  tooManyWrongSmsCodes: 'Too many wrong SMS codes. Wait a few minutes, then check the code with the ticket holder.',
} as const;
