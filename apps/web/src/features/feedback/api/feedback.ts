import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFeedbackRequest, TFeedbackResult } from '@tribe/contracts/reviews';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';

const path = (token: string) => `/api/feedback/${encodeURIComponent(token)}`;

export const feedbackQueryKey = (token: string) => ['/api/feedback', token] as const;

/**
 * GET /api/feedback/{token}: the event, date and ticket an open link is for. A used or expired
 * link answers 410, an unknown one 404: final answers, not worth a retry.
 */
export function useFeedbackRequest(token: string) {
  return useQuery({
    queryKey: feedbackQueryKey(token),
    queryFn: ({ signal }) => apiGet<TFeedbackRequest>(path(token), { signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/feedback/{token}: a rating and an optional comment, once per link. */
export function useSendFeedback(token: string) {
  return useMutation({
    mutationFn: (body: { rating: number; comment: string | null }) => apiPost<TFeedbackResult>(path(token), body),
  });
}
