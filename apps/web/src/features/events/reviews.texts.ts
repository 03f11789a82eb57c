/** Words of the reviews on the event page, in one place for translation later. */
export const ET = {
  reviewsHeading: 'Reviews',
  ratedOutOf5: (avg: number) => `Rated ${avg.toFixed(1)} out of 5`,
  /** '4.6 (23 reviews)'. */
  ratingLine: (avg: number, count: number) =>
    `${avg.toFixed(1)} (${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'})`,
  /** The host's average when this event has none yet. */
  hostRatingLine: (avg: number, count: number) =>
    `${avg.toFixed(1)} (${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'} of their events)`,
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  anonymous: 'An attendee',
  replyFrom: (host: string) => `Reply from ${host}`,
  theHost: 'the host',
} as const;
