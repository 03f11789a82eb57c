import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { parsePublicUser, type TPublicUser } from '@tribe/contracts/users';
import { ApiError, apiGet } from './api-client';

/**
 * Who is signed in: the one hook on GET /api/auth/me (spec section 4, Authentication). Every
 * feature reads the user through here, so there is one request, one cache entry and one shape.
 */
export type TUser = TPublicUser;

export const meQueryKey = ['/api/auth/me'] as const;

/** Local browser storage key that mirrors the signed-in user (spec section 3). */
export const USER_STORAGE_KEY = 'userData';

function mirrorToStorage(user: TUser | null) {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the query cache stays the source of truth.
  }
}

/**
 * GET /api/auth/me. Never throws: 401 means signed out (silent); any other failure, or a body
 * that is not a user, is logged and also treated as signed out, so the header always settles.
 */
export async function fetchMe(signal?: AbortSignal): Promise<TUser | null> {
  let user: TUser | null = null;
  try {
    const body = await apiGet<unknown>(meQueryKey[0], { signal });
    user = parsePublicUser(body);
    if (!user) console.error('Failed to fetch current user', new Error('GET /api/auth/me did not return a user'));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) console.error('Failed to fetch current user', err);
  }
  mirrorToStorage(user);
  return user;
}

/** The query behind `useUser`, for prefetching and event handlers (`queryClient.fetchQuery(meQuery)`). */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  retry: false,
});

/** Current user: `data` is the user, null when signed out, undefined while loading. */
export function useUser() {
  return useQuery(meQuery);
}

/** Replaces the current user everywhere: query cache and local storage (login, logout). */
export function setCurrentUser(queryClient: QueryClient, user: TUser | null) {
  queryClient.setQueryData(meQueryKey, user);
  mirrorToStorage(user);
}
