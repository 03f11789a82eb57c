import { REVIEW_COMMENT_MAX, REVIEW_LINK_DAYS } from '@tribe/contracts/reviews';

/** Every word of the feedback page (/feedback/{token}), in one place for translation later. */
export const FT = {
  documentTitle: 'Share your feedback · Tikiti',
  loading: 'Loading your feedback link',
  hostedBy: (host: string) => `Hosted by ${host}`,
  ticket: (type: string) => `${type} ticket`,
  heading: 'How was it?',
  intro: (host: string | null) =>
    `Your rating helps ${host ?? 'the host'} and everyone choosing what to go to next. It takes a minute.`,
  ratingLegend: 'Your rating',
  /** Read out for each star button, and shown under the stars once chosen. */
  ratingWords: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const,
  starLabel: (n: number, word: string) => `${n} ${n === 1 ? 'star' : 'stars'}: ${word}`,
  chooseRating: 'Tap a star to rate it.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  commentLabel: 'Tell us more (optional)',
  commentPlaceholder: 'What did you enjoy? What could be better next time?',
  commentCount: (n: number) => `${n.toLocaleString('en-US')} / ${REVIEW_COMMENT_MAX.toLocaleString('en-US')}`,
  commentTooLong: `Keep it under ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters.`,
  shownAs: (name: string) => `Shown with your review as “${name}”.`,
  submit: 'Send feedback',
  submitting: 'Sending…',
  thanksTitle: 'Thank you!',
  thanksText: (stars: number, title: string, host: string | null) =>
    `Your ${stars}-star review of ${title} is in. ${host ?? 'The host'} can read it and may reply on the event’s page.`,
  seeEvent: 'See the event',
  findEvents: 'Find your next event',
  usedTitle: 'Feedback already sent',
  usedText: 'Feedback for this ticket has already been sent: each ticket has one say. Thank you!',
  expiredTitle: 'This link has expired',
  expiredText: `Feedback links work for ${REVIEW_LINK_DAYS} days after the event. Thanks for wanting to share.`,
  unknownTitle: 'We can’t find this feedback link',
  unknownText: 'Check that the whole link was copied from the email, or open it from the email again.',
  loadFailedTitle: 'We could not load this page',
  loadFailedText: 'Check your connection and try again.',
  tryAgain: 'Try again',
  errors: {
    network: 'Could not reach Tikiti. Check your connection and try again.',
    rateLimited: 'Too many tries. Wait a minute and try again.',
    generic: 'Something went wrong. Please try again.',
  },
} as const;
