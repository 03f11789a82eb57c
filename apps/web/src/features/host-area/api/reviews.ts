import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THostReview, THostReviewPage } from '@tribe/contracts/reviews';
import { HOST_QUERY_ROOT, hostGet, hostSend } from '@/lib/host-api';

/** What the review list is narrowed to (the page's address holds the same). */
export interface TReviewFilters {
  eventId: number | null;
  rating: number | null;
  page: number;
}

export const hostReviewsKey = [HOST_QUERY_ROOT, 'reviews'] as const;

export function reviewsPath(f: TReviewFilters): string {
  const params = new URLSearchParams();
  if (f.eventId !== null) params.set('eventId', String(f.eventId));
  if (f.rating !== null) params.set('rating', String(f.rating));
  if (f.page > 1) params.set('page', String(f.page));
  const s = params.toString();
  return `/api/host/reviews${s ? `?${s}` : ''}`;
}

/** GET /api/host/reviews: one page of submitted reviews with the averages. The last page stays while the next loads. */
export function useHostReviews(filters: TReviewFilters) {
  const path = reviewsPath(filters);
  return useQuery({
    queryKey: [...hostReviewsKey, path],
    queryFn: ({ signal }) => hostGet<THostReviewPage>(path, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** PUT /api/host/reviews/{id}/reply: sets, changes or (empty) removes the public reply. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      hostSend<THostReview>('PUT', `/api/host/reviews/${id}/reply`, { reply }),
    onSuccess: (saved) => {
      // Put the saved review in every cached page at once, then refresh them quietly.
      queryClient.setQueriesData<THostReviewPage>({ queryKey: hostReviewsKey }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === saved.id ? saved : r)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: hostReviewsKey });
    },
  });
}
