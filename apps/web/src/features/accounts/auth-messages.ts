import { ApiError } from '@/lib/api-client';
import { RefusedError } from './api/auth-request';
import { T } from './texts';

/** The spec's texts (section 8); the screens show these and nothing else for these outcomes. */
/** After a failed Google sign-in the server sends people to /auth/signin?googleAuth=error&reason=… */
export const GOOGLE_FAILURE_TEXT: Readonly<Record<string, string>> = T.google;

/** Read when used (getters), so they come in the active language. */
export const MESSAGES = T.messages;

/** The messages of one operation: when the server refuses, and when the call itself fails. */
export interface TOutcomeMessages {
  /** The server answered with a refusal but gave no message. */
  failed: string;
  /** No usable answer: network failure, a server error, a body that is not JSON. */
  error: string;
}

export interface TFormError {
  /** For the form as a whole (shown above the button, announced); empty when a field says it all. */
  message: string;
  /** Messages for single fields, by field name, when the server named them. */
  fields: Record<string, string>;
  /** Seconds until a retry is allowed, from a 429's Retry-After. */
  retryAfter?: number;
}

/**
 * A validation failure's problems (the API client's `fieldErrors`, by path) for the fields the
 * form shows, by the path's first part; the rest stay in the form message.
 */
export function fieldErrorsFrom(err: Pick<ApiError, 'fieldErrors'>, known: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, text] of Object.entries(err.fieldErrors)) {
    const field = path.split('.')[0]!;
    if (known.includes(field) && !fields[field]) fields[field] = text;
  }
  return fields;
}

/**
 * What a failed account call shows (spec section 8): the server's own message when it refused
 * (4xx with a message), else the operation's "failed" text; a network failure or a 5xx gets the
 * operation's "error" text. Validation failures also name their fields.
 */
export function describeFailure(err: unknown, messages: TOutcomeMessages, fields: readonly string[] = []): TFormError {
  if (err instanceof RefusedError) return { message: err.message, fields: {} };
  if (!(err instanceof ApiError) || err.status >= 500) return { message: messages.error, fields: {} };
  const serverMessage = err.serverMessage;
  const result: TFormError = { message: serverMessage?.trim() || messages.failed, fields: {} };
  if (err.code === 'validation_failed') {
    result.fields = fieldErrorsFrom(err, fields);
    // Every problem is shown beside its field; the form-level line just points there.
    if (Object.keys(result.fields).length > 0) result.message = T.messages.checkFields;
  }
  const field = err.code ? FIELD_OF_CODE[err.code] : undefined;
  if (field && fields.includes(field) && serverMessage) {
    result.fields = { [field]: serverMessage };
    result.message = '';
  }
  if (err.status === 429) result.retryAfter = err.retryAfter;
  return result;
}

/** Server codes that are about one field of the form: the message goes beside that field. */
export const FIELD_OF_CODE: Record<string, string> = {
  username_taken: 'username',
  email_taken: 'email',
  code_invalid: 'otp',
};

/**
 * The answer of a call that can succeed with `success: false` (spec: "server message or …"): the
 * refusal message, or null when it succeeded.
 */
export function refusalMessage(body: { success?: boolean; message?: string } | null, failed: string): string | null {
  if (body?.success !== false) return null;
  return body.message?.trim() || failed;
}

/** The form message with the wait still to run, while a throttled call cannot be retried. */
export function withWait(message: string | null, remaining: number): string | null {
  if (!message || remaining <= 0) return message;
  return remaining < 60
    ? T.messages.waitSeconds(message, remaining)
    : T.messages.waitMinutes(message, Math.ceil(remaining / 60));
}
