import type { FastifyRequest } from 'fastify';

/**
 * Whether the request asks to save data: Chrome on Android sends `Save-Data: on` when the phone's
 * or the browser's data saver is on (https://wicg.github.io/savedata/). An answer that changes
 * with it must say `Vary: Save-Data`, or a cache could give one person's page to the other.
 */
export function wantsSaveData(req: Pick<FastifyRequest, 'headers'>): boolean {
  const value = req.headers['save-data'];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim().toLowerCase() === 'on';
}

/** Tells the web app the request asked to save data (apps/web/src/lib/data-saver.ts reads it). */
export const SAVE_DATA_META = '<meta name="save-data" content="on">';
