import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user as far as discovery needs it. Same query key as the accounts feature's user
 * hook, so both share one cached GET /api/auth/me (features do not import each other).
 */
export interface TCurrentUser {
  id: number;
  isHost: boolean;
}

export const currentUserQueryKey = ['/api/auth/me'] as const;

/** GET /api/auth/me (401 when signed out, never retried). `user` is null when signed out. */
export function useCurrentUser() {
  const query = useQuery<TCurrentUser | null>({ queryKey: currentUserQueryKey, retry: false });
  return { ...query, user: asUser(query.data) };
}

/** A usable user object, or null (signed out, or another hook cached null for a 401). */
export function asUser(data: unknown): TCurrentUser | null {
  return data && typeof data === 'object' && 'id' in data ? (data as TCurrentUser) : null;
}
