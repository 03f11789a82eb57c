import { REVIEW_LINK_DAYS } from '@tribe/contracts';

/** What the reviews API says to people (kept in one place for translation later). */
export const REVIEW_TEXTS = {
  feedbackNotFound:
    'This feedback link is not valid. Check that the whole link was copied from the email, or open it from the email again.',
  feedbackUsed: 'Feedback for this ticket has already been sent. Thank you!',
  feedbackAlreadySubmitted: 'Feedback for this ticket has already been sent; each ticket can send it once.',
  feedbackExpired: `This feedback link has expired: links work for ${REVIEW_LINK_DAYS} days after the event.`,
  reviewNotFound: 'This review was not found among your events’ reviews.',
  eventNotFound: 'Event not found. It may not exist or may have been removed.',
} as const;
