import { ACTING_HOST_HEADER, ACTING_HOST_STORAGE_KEY } from '@tribe/contracts/host-area';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The one way the host area calls the API: every request names the host it acts for (the one the
 * person chose, kept in local storage) in the ACTING_HOST_HEADER, so a volunteer on two teams
 * acts for the host on screen. Without a stored choice the server picks (decision 015).
 */
export function readActingHostId(): number | null {
  try {
    const raw = localStorage.getItem(ACTING_HOST_STORAGE_KEY);
    const id = raw ? Number(raw) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function storeActingHostId(id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(ACTING_HOST_STORAGE_KEY);
    else localStorage.setItem(ACTING_HOST_STORAGE_KEY, String(id));
  } catch {
    // Storage can be unavailable (private mode); the server then picks the host.
  }
}

export function hostHeaders(json: boolean): Record<string, string> {
  const h: Record<string, string> = {};
  const acting = readActingHostId();
  if (acting !== null) h[ACTING_HOST_HEADER] = String(acting);
  if (json) h['Content-Type'] = 'application/json';
  return h;
}

/** GET a host API path and parse its JSON. */
export async function hostGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await apiRequest('GET', path, undefined, { headers: hostHeaders(false), signal });
  return (await res.json()) as T;
}

/** Sends JSON (or nothing) to a host API path and parses the JSON answer. */
export async function hostSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await apiRequest(method, path, undefined, {
    headers: hostHeaders(true),
    body: JSON.stringify(data ?? {}),
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Every host query's key starts with this, so switching hosts drops them all at once. */
export const HOST_QUERY_ROOT = 'host';

/** The API error's status, or 0 for a network failure. */
export const statusOf = (err: unknown): number => (err instanceof ApiError ? err.status : 0);
export const codeOf = (err: unknown): string | undefined => (err instanceof ApiError ? err.code : undefined);
/** The API's sentence for people, when it sent one. */
export const messageOf = (err: unknown): string | undefined =>
  err instanceof ApiError ? err.serverMessage : undefined;

/** GET /api/host/me's key: the acting host's name, logo and the person's role there. */
export const hostMeQueryKey = [HOST_QUERY_ROOT, 'me'] as const;
/** GET /api/host/settings's key: the vendor profile, payout method and identity. */
export const hostSettingsKey = [HOST_QUERY_ROOT, 'settings'] as const;
