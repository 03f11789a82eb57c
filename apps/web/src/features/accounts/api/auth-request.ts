import { ApiError, parseRetryAfter } from '@/lib/api-client';

export { parseRetryAfter };

/** A call the server answered but refused (`success: false`): its message is for people. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

/** An account call's ApiError (its `retryAfter` from the 429's Retry-After, which the screens count down). */
export class AuthApiError extends ApiError {
  constructor(status: number, message: string, body: string, retryAfter: number | undefined) {
    super(status, message, body, retryAfter);
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
