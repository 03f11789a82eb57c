import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { THostEventImages } from '@tribe/contracts/event-images';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { hostEventKey, hostEventsKey } from './events';
import { hostGet, hostHeaders, hostSend } from '@/lib/host-api';

export const eventImagesKey = (eventId: number) => [...hostEventKey(eventId), 'images'] as const;
const path = (eventId: number) => `/api/host/events/${eventId}/images`;

/** GET /api/host/events/{id}/images: the event's images, main first, with their ids. */
export function useEventImages(eventId: number | null) {
  return useQuery({
    queryKey: eventImagesKey(eventId ?? 0),
    queryFn: ({ signal }) => hostGet<THostEventImages>(path(eventId!), signal),
    enabled: eventId !== null,
  });
}

/** The images changed: the list is replaced; the form's event and the events list read them again. */
function remember(queryClient: QueryClient, images: THostEventImages) {
  queryClient.setQueryData(eventImagesKey(images.eventId), images);
  void queryClient.invalidateQueries({ queryKey: hostEventKey(images.eventId), exact: true });
  void queryClient.invalidateQueries({ queryKey: hostEventsKey, exact: true });
}

/**
 * Sends one picture as multipart/form-data with XMLHttpRequest (fetch cannot report upload
 * progress), as the host it acts for; a non-OK answer rejects with the same ApiError as fetch.
 * `onProgress` gets 0..1.
 */
export function uploadEventImage(
  eventId: number,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<THostEventImages> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path(eventId));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(hostHeaders(false))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(JSON.parse(text) as THostEventImages);
      reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, text));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** Stores each upload's answer (the whole list) as it arrives. */
export function useRememberImages() {
  const queryClient = useQueryClient();
  return (images: THostEventImages) => remember(queryClient, images);
}

export function useRemoveImage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      hostSend<THostEventImages>('DELETE', `${path(eventId)}/${encodeURIComponent(imageId)}`),
    onSuccess: (images) => remember(queryClient, images),
  });
}

/**
 * PUT the order; the list shows the new order at once and goes back if the server refuses. Of
 * quick moves in a row, only the last answer is kept (an earlier one may arrive after it).
 */
export function useReorderImages(eventId: number) {
  const queryClient = useQueryClient();
  const key = eventImagesKey(eventId);
  const latest = useRef(0);
  return useMutation({
    mutationFn: (imageIds: string[]) => hostSend<THostEventImages>('PUT', `${path(eventId)}/order`, { imageIds }),
    onMutate: async (imageIds) => {
      const seq = ++latest.current;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<THostEventImages>(key);
      if (before) {
        const byId = new Map(before.images.map((i) => [i.id, i]));
        const images = imageIds.map((id) => byId.get(id)).filter((i) => i !== undefined);
        queryClient.setQueryData<THostEventImages>(key, { ...before, images });
      }
      return { before, seq };
    },
    onError: (_err, _ids, context) => {
      if (context?.seq === latest.current && context.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (images, _ids, context) => {
      if (context?.seq === latest.current) remember(queryClient, images);
    },
  });
}
