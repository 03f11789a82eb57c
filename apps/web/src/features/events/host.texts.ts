/** The host block of the event page (translatable). */
export const HOST_TEXT = {
  verifiedBadge: 'Verified host',
  verifiedExplained:
    'Tikiti has checked who this organiser is: their identity and payout details match. It is not a promise about the event itself.',
  aboutVerified: 'What does "Verified host" mean?',
} as const;
