/** The words of the host's policies on the payment page, kept together for translation. */
export const PT = {
  heading: 'Before you buy',
  refunds: 'Refunds',
  entry: 'Entry',
  readMore: 'Read more',
  readLess: 'Show less',
  readMoreLabel: (what: string) => `Read more about ${what.toLowerCase()}`,
  readLessLabel: (what: string) => `Show less about ${what.toLowerCase()}`,
} as const;
