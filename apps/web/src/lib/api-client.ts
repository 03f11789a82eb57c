/**
 * The one way the browser talks to the API (spec section 7 and 8): every request sends
 * cookies, bodies are JSON, and a non-OK response becomes an ApiError whose message is
 * "{status}: {body text or status text}" and which carries the numeric status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The API's stable error code, when the body is the API's JSON error. */
  get code(): string | undefined {
    try {
      return (JSON.parse(this.body) as { code?: string }).code;
    } catch {
      return undefined;
    }
  }
  /** The API's human message, when present. */
  get serverMessage(): string | undefined {
    try {
      return (JSON.parse(this.body) as { message?: string }).message;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response, path: string): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  const err = new ApiError(res.status, `${res.status}: ${text}`, text);
  // A 401 on an /auth/ path is an expected answer (signed out), not a failure worth logging.
  if (!(res.status === 401 && path.includes('/auth/'))) console.error(`API ${path} failed`, err.message);
  throw err;
}

/** Sends a request; `data` becomes a JSON body. Returns the raw Response after the OK check. */
export async function apiRequest(method: string, path: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    ...init,
  });
  await throwIfNotOk(res, path);
  return res;
}

/** GET a path and parse its JSON (the default query function). */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await apiRequest('GET', path, undefined, init);
  return (await res.json()) as T;
}

/** POST JSON and parse the JSON answer (or null for an empty body). */
export async function apiPost<T>(path: string, data?: unknown): Promise<T> {
  const res = await apiRequest('POST', path, data ?? {});
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
