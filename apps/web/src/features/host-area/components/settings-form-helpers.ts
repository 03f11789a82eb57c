import { ApiError } from '@/lib/api-client';
import { T } from '../texts';

/** Codes whose message belongs under one field rather than above the buttons. */
const FIELD_OF_CODE: Record<string, string> = { vendor_name_taken: 'vendorName', password_incorrect: 'password' };

/**
 * What the server said about a refused change, and the field it is about when it names one
 * (the API client's `field`, or the field a code is about): forms show it under that field,
 * else above the buttons. A network failure says so.
 */
export function serverProblem(err: unknown): { field?: string; message: string } | null {
  if (!err) return null;
  if (!(err instanceof ApiError)) return { message: T.errors.network };
  if (err.field) return { field: err.field.name, message: err.field.message };
  const text = err.serverMessage ?? T.errors.generic;
  const field = FIELD_OF_CODE[err.code ?? ''];
  return field ? { field, message: text } : { message: text };
}

/** After a refused submit, puts the cursor in the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
