import { useQuery } from '@tanstack/react-query';
import type { TAdminMe } from '@tribe/contracts';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';

/**
 * The admin API from the browser (docs/admin.md). Every call goes to /api/admin/…, with the
 * admin cookie the server set (path /api). A 401 `admin_unauthorized` means the session ended:
 * the shell sends the admin to /admin/login. A 401 `reauth_required` is a money action without a
 * fresh code: `useReauth().run(...)` asks for one and tries again.
 */
export const adminGet = <T>(path: string, init?: RequestInit) => apiGet<T>(`/api/admin${path}`, init);

/** POST, PATCH, PUT or DELETE with a JSON body; the JSON answer, or null for an empty one. */
export async function adminSend<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const res = await apiRequest(method, `/api/admin${path}`, data ?? {});
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const isAdminSignedOut = (err: unknown) =>
  err instanceof ApiError && err.status === 401 && err.code === 'admin_unauthorized';
export const needsReauth = (err: unknown) =>
  err instanceof ApiError && err.status === 401 && err.code === 'reauth_required';

export const adminMeQueryKey = ['/api/admin/me'] as const;

/** The signed-in admin; an error (401) when nobody is. */
export function useAdminMe() {
  return useQuery({
    queryKey: adminMeQueryKey,
    queryFn: ({ signal }) => adminGet<TAdminMe>('/me', { signal }),
  });
}
