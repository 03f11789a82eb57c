import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THostWaitlist } from '@tribe/contracts/waiting-list';
import { hostSend } from '@/lib/host-api';
import { hostEventPartKey, useHostEventPart } from './events';

export const hostWaitlistKey = (eventId: number) => hostEventPartKey(eventId, 'waiting-list');

/** GET /api/host/events/{id}/waiting-list: the setting, the offer window, and every fan in line. */
export const useHostWaitlist = (eventId: number) => useHostEventPart<THostWaitlist>(eventId, 'waiting-list');

/**
 * What PUT /api/host/events/{id}/waiting-list takes (ZWaitlistSettingsUpdate): `enabled` null is
 * the default (on for paid events). A type only: no zod in the browser.
 */
export interface TWaitlistSettingsBody {
  enabled: boolean | null;
  offerWindowMinutes: number;
  resaleAllowed: boolean;
  resaleFeePercent: number;
}

/** Saves the setting and window; the answer is the whole list again, so it replaces the cached one. */
export function useSaveWaitlistSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWaitlistSettingsBody) =>
      hostSend<THostWaitlist>('PUT', `/api/host/events/${eventId}/waiting-list`, body),
    onSuccess: (data) => queryClient.setQueryData(hostWaitlistKey(eventId), data),
  });
}
