import { ApiError } from '@/lib/api-client';

/** Reads a Retry-After value (seconds or an HTTP date) as whole seconds from now. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A call the server answered but refused (`success: false`): its message is for people. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** An ApiError that also says when a refused (429) call may be retried. */
export class AuthApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    body: string,
    readonly retryAfter: number | undefined,
  ) {
    super(status, message, body);
    this.name = 'AuthApiError';
  }
}

/**
 * POSTs JSON to an /api/auth/ endpoint with the app's rules (cookies, JSON body, "{status}: {body}"
 * errors, failures logged except a 401 on an /auth/ path) and keeps the Retry-After of a 429,
 * which the account screens count down.
 */
export async function authPost<T>(path: string, data: unknown = {}): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    const err = new AuthApiError(
      res.status,
      `${res.status}: ${text}`,
      text,
      parseRetryAfter(res.headers.get('Retry-After')),
    );
    if (res.status !== 401) console.error(`API ${path} failed`, err.message);
    throw err;
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
