import { useQuery } from '@tanstack/react-query';
import type {
  TCheckInEvent,
  TCheckInOfflineBundle,
  TCheckInResult,
  TCheckInSyncResult,
} from '@tribe/contracts/host-area';
import { HOST_QUERY_ROOT, hostGet, hostSend } from '@/lib/host-api';

/** GET /api/host/check-in/events: the events this person may scan today and next. */
export function useCheckInEvents(enabled: boolean) {
  return useQuery({
    queryKey: [HOST_QUERY_ROOT, 'check-in', 'events'],
    queryFn: ({ signal }) => hostGet<TCheckInEvent[]>('/api/host/check-in/events', signal),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * POST /api/host/check-in: the server's verdict on a scanned QR payload or a typed code. Plain
 * functions, not mutations: a door keeps scanning when the network drops (a paused mutation
 * would hang), and the caller falls back to the offline list on a network failure.
 */
export const checkInOnline = (
  eventId: number,
  input: { payload: string } | { code: string },
): Promise<TCheckInResult> => hostSend<TCheckInResult>('POST', '/api/host/check-in', { ...input, eventId });

/** GET /api/host/check-in/events/{id}/offline: hashed codes, types, holder names and the public key. */
export const fetchOfflineBundle = (eventId: number): Promise<TCheckInOfflineBundle> =>
  hostGet<TCheckInOfflineBundle>(`/api/host/check-in/events/${eventId}/offline`);

/**
 * POST /api/host/check-in/sync: the scans made with no network, each with the QR payload it
 * admitted (a bare code only from queues made before the offline list's version 2); the
 * earliest check-in counts. The answers come in the order sent.
 */
export const syncScans = (
  eventId: number,
  scans: { payload?: string; code?: string; smsCode?: string; scannedAt: string; deviceId: string }[],
): Promise<TCheckInSyncResult> =>
  hostSend<TCheckInSyncResult>('POST', '/api/host/check-in/sync', {
    eventId,
    scans: scans.map((s) => ({
      ...(s.payload ? { payload: s.payload } : s.smsCode ? { smsCode: s.smsCode } : { code: s.code }),
      scannedAt: s.scannedAt,
      deviceId: s.deviceId,
    })),
  });
