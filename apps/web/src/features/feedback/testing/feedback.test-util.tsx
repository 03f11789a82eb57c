import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TFeedbackRequest } from '@tribe/contracts/reviews';
import { MemoryRouter } from '@/lib/router';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackPage } from '../components/feedback-page';

/** The feedback link's token in the tests. */
export const TOKEN = 'q7Xk2mPz9LwR4tYv8NcB3hJd6FsA1eGu';

/** What the link asks about: Wanjiku's VIP ticket to Sauti Sol Live; override what a test cares about. */
export const feedbackRequest = (event: Partial<TFeedbackRequest['event']> = {}): TFeedbackRequest => ({
  event: {
    title: 'Sauti Sol Live',
    externalId: 'sauti-sol-live',
    imageUrl: null,
    hostName: null,
    timeZone: 'Africa/Nairobi',
    ...event,
  },
  startsAt: '2026-12-05T16:00:00.000Z',
  ticketTypeName: 'VIP',
  reviewerName: 'Wanjiku K.',
  expiresAt: '2027-01-04T21:00:00.000Z',
});

/** The feedback page of TOKEN, with a fresh query client. */
export function renderFeedbackPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FeedbackPage token={TOKEN} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
