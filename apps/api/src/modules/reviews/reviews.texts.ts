import { REVIEW_LINK_DAYS } from '@tribe/contracts';
import { localized, type Widen } from '../../lib/translated.js';

/** What the reviews API says to people, in the request's language. */
const EN = {
  feedbackNotFound:
    'This feedback link is not valid. Check that the whole link was copied from the email, or open it from the email again.',
  feedbackUsed: 'Feedback for this ticket has already been sent. Thank you!',
  feedbackAlreadySubmitted: 'Feedback for this ticket has already been sent; each ticket can send it once.',
  feedbackExpired: `This feedback link has expired: links work for ${REVIEW_LINK_DAYS} days after the event.`,
  reviewNotFound: 'This review was not found among your events’ reviews.',
  eventNotFound: 'Event not found. It may not exist or may have been removed.',
} as const;

const SW: Widen<typeof EN> = {
  feedbackNotFound:
    'Kiungo hiki cha maoni si halali. Hakikisha kiungo chote kimenakiliwa kutoka kwenye barua pepe, au ukifungue tena kutoka kwenye barua pepe.',
  feedbackUsed: 'Maoni ya tiketi hii yameshatumwa. Asante!',
  feedbackAlreadySubmitted: 'Maoni ya tiketi hii yameshatumwa; kila tiketi inaweza kutuma maoni mara moja tu.',
  feedbackExpired: `Muda wa kiungo hiki cha maoni umekwisha: viungo vinafanya kazi kwa siku ${REVIEW_LINK_DAYS} baada ya tukio.`,
  reviewNotFound: 'Maoni haya hayakupatikana kati ya maoni ya matukio yako.',
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au limeondolewa.',
};

export const REVIEW_TEXTS = localized(EN, SW);
