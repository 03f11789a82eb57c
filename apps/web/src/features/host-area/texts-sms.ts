/** The door's words about SMS codes (decision 027), apart from texts.ts so they can be translated on their own. */
export const SMS_DOOR_T = {
  manualHint: 'Or type the 10-character code from the ticket SMS (e.g. TK7H-3K9Q-PD): it works offline too.',
  wait: (seconds: number) =>
    `Too many wrong SMS codes on this device. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then check the code with the ticket holder.`,
} as const;
