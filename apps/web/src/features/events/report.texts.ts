import type { TEventReportReason } from '@tribe/contracts';

/** "Report this event" and the page of an event taken down (translatable). */
export const REPORT_TEXT = {
  link: 'Report this event',
  title: 'Report this event',
  description: 'Tell us what is wrong. Our team reads every report; the organiser does not see who sent it.',
  reasonLabel: 'What is wrong?',
  reasons: {
    fraud: 'It looks like a scam or fraud',
    wrong_details: 'The date, venue or price is wrong',
    offensive: 'It is offensive or breaks the rules',
    did_not_happen: 'It did not happen as described',
    other: 'Something else',
  } satisfies Record<TEventReportReason, string>,
  detailsLabel: 'Details (optional)',
  detailsHint: 'What did you see? Up to 1,000 characters.',
  emailLabel: 'Your email (optional)',
  emailHint: 'Only if you would like us to reply.',
  emailInvalid: 'Enter an email address like name@example.com, or leave it empty.',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  sentTitle: 'Thank you',
  sentText: 'Your report is with our team. We will look at this event and act if something is wrong.',
  close: 'Close',
  failed: 'Your report could not be sent. Check your connection and try again.',
  tooMany: (wait: string) => `You have sent several reports just now. Try again in ${wait}.`,
  takenDownTitle: 'This event has been taken down',
  takenDownText:
    'Tikiti has taken this event down: it is not on sale and no longer shows in listings. If you hold tickets, check your email for what happens next.',
  salesOffTitle: 'Ticket sales for this event are off',
  salesOffText:
    'Tikiti has paused this organiser’s sales while we look into their account: the event is not on sale and no longer shows in listings. If you hold tickets, check your email for what happens next.',
  browse: 'Browse other events',
} as const;
