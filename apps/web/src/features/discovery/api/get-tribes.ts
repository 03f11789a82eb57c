import { useQuery } from '@tanstack/react-query';
import type { TPublicTribe } from '@tribe/contracts';
import { cachedGet } from './cached-get';

/**
 * GET /api/tribes: the home page's community chat groups, in the admin's order (/admin/catalogue).
 * Started with the home page's first requests (named in its HTML), kept 5 minutes like the rest of it.
 */
export const tribesQuery = cachedGet<TPublicTribe[]>('/api/tribes', 5);

/** The tribes; the strip and the section share the one request. */
export function useTribes() {
  return useQuery({ ...tribesQuery, refetchOnMount: false, refetchOnWindowFocus: false });
}
