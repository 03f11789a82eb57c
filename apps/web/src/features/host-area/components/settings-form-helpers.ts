import { ApiError } from '@/lib/api-client';
import { T } from '../texts';

/** Codes whose message belongs under one field rather than above the buttons. */
const FIELD_OF_CODE: Record<string, string> = { vendor_name_taken: 'vendorName', password_incorrect: 'password' };

/**
 * What the server said about a refused change, and the field it is about when it names one
 * ('password: That password is not right.'): forms show it under that field, else above the
 * buttons. A network failure says so.
 */
export function serverProblem(err: unknown): { field?: string; message: string } | null {
  if (!err) return null;
  if (!(err instanceof ApiError)) return { message: T.errors.network };
  const text = err.serverMessage ?? T.errors.generic;
  const m = /^([A-Za-z]+): (.+)$/s.exec(text);
  if (m) {
    const message = m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1);
    return { field: m[1]!, message: /[.!?]$/.test(message) ? message : `${message}.` };
  }
  const field = FIELD_OF_CODE[err.code ?? ''];
  return field ? { field, message: text } : { message: text };
}

/** After a refused submit, puts the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
