import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THostPromoCodes, TPromoCode } from '@tribe/contracts/promo-codes';
import type { TPromoCodeInput } from '@tribe/contracts/promo-codes.schema';
import { hostSend } from '@/lib/host-api';
import { hostEventPartKey, useHostEventPart } from './events';

export const promoCodesKey = (eventId: number) => hostEventPartKey(eventId, 'promo-codes');

/** GET /api/host/events/{id}/promo-codes: the event's codes with their uses, and its ticket types. */
export const usePromoCodes = (eventId: number) => useHostEventPart<THostPromoCodes>(eventId, 'promo-codes');

/** What the dialog sends (a type only: no zod in the browser). */
export type TPromoCodeBody = TPromoCodeInput;

/** POST (new) or PUT (codeId given) the whole code; the list loads again. */
export function useSavePromoCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codeId, body }: { codeId: number | null; body: TPromoCodeBody }) =>
      codeId === null
        ? hostSend<TPromoCode>('POST', `/api/host/events/${eventId}/promo-codes`, body)
        : hostSend<TPromoCode>('PUT', `/api/host/events/${eventId}/promo-codes/${codeId}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}

/** DELETE: removed when no order carries it, archived when orders do. */
export function useRemovePromoCode(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: number) =>
      hostSend<{ removed: 'deleted' | 'archived'; code: TPromoCode | null }>(
        'DELETE',
        `/api/host/events/${eventId}/promo-codes/${codeId}`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promoCodesKey(eventId) }),
  });
}
