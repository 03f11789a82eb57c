/**
 * The one way the browser talks to the API (spec section 7 and 8): every request sends
 * cookies, bodies are JSON, and a non-OK response becomes an ApiError whose message is
 * "{status}: {body text or status text}" and which carries the numeric status.
 *
 * The API's JSON error (`{ statusCode, code, error, message, retryAfter? }`) is read here once:
 * screens branch on `code`, count down `retryAfter`, and take the fields a refusal names from
 * `field` / `fieldErrors`, never by reading the message themselves.
 */
export class ApiError extends Error {
  /** The API's stable error code, when the body is the API's JSON error. */
  readonly code: string | undefined;
  /** The API's sentence for people, when present. */
  readonly serverMessage: string | undefined;
  /** Seconds before a refused (429) call may be tried again: the Retry-After header, else the body's `retryAfter`. */
  readonly retryAfter: number | undefined;
  /** A refusal about one field ("password: That password is not right."): the field and its sentence. */
  readonly field: { name: string; message: string } | undefined;
  /** A validation failure's problems by field path as the API names them ('buyer.email'), each a sentence. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    const json = readJson(body);
    this.code = typeof json.code === 'string' ? json.code : undefined;
    this.serverMessage = typeof json.message === 'string' ? json.message : undefined;
    this.retryAfter =
      retryAfter ??
      (typeof json.retryAfter === 'number' && json.retryAfter > 0 ? Math.ceil(json.retryAfter) : undefined);
    const read = readFields(this.code, this.serverMessage);
    this.field = read.field;
    this.fieldErrors = read.fieldErrors;
  }

  /** What the server said, without the name of the one field it is about. */
  get problem(): string | undefined {
    return this.field?.message ?? this.serverMessage;
  }
}

function readJson(body: string): { code?: unknown; message?: unknown; retryAfter?: unknown } {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** 'must be an email' → 'Must be an email.' */
const sentence = (s: string) => {
  const text = s.trim().charAt(0).toUpperCase() + s.trim().slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * The fields an API message names, in the two forms the API writes: a validation failure
 * ("Invalid body: buyer.email: must be an email; phone: …", the errors plugin) and a refusal
 * about one field ("password: That password is not right.", a service's AppError).
 */
function readFields(
  code: string | undefined,
  message: string | undefined,
): { field?: { name: string; message: string }; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  if (!message) return { fieldErrors };
  const list = /^Invalid [a-z]+: ([\s\S]*)$/i.exec(message);
  if (code === 'validation_failed' && list) {
    for (const part of list[1]!.split(/;\s*/)) {
      const m = /^([A-Za-z0-9_.]+):\s*([\s\S]+)$/.exec(part.trim());
      if (m && !fieldErrors[m[1]!]) fieldErrors[m[1]!] = sentence(m[2]!);
    }
    return { fieldErrors };
  }
  const one = /^([A-Za-z]+): ([\s\S]+)$/.exec(message);
  return one ? { field: { name: one[1]!, message: sentence(one[2]!) }, fieldErrors } : { fieldErrors };
}

/** Reads a Retry-After value (seconds or an HTTP date) as whole seconds from now. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function throwIfNotOk(res: Response, path: string): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  const err = new ApiError(res.status, `${res.status}: ${text}`, text, parseRetryAfter(res.headers.get('Retry-After')));
  // A 401 on an /auth/ path is an expected answer (signed out), not a failure worth logging.
  if (!(res.status === 401 && path.includes('/auth/'))) console.error(`API ${path} failed`, err.message);
  throw err;
}

/**
 * Where requests go: the network in the browser. The server's drawing of a page (entry-server.tsx,
 * decision 031) answers the page's requests in its own process instead, through `answerRequestsWith`.
 */
let send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

/** Sends every request to `answer` from now on (the server's drawing of a page only). */
export function answerRequestsWith(answer: (path: string, init: RequestInit) => Promise<Response>): void {
  send = answer;
}

/** Sends a request; `data` becomes a JSON body. Returns the raw Response after the OK check. */
export async function apiRequest(method: string, path: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const res = await send(path, {
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
