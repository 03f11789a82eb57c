import { UI } from '@/components/texts';
import { ApiError } from '@/lib/api-client';

/**
 * What the server said about a refused change, and the field it is about when it names one (the
 * API client's `field`, or the field a code is about, from `fieldOfCode`): a form shows it under
 * that field, else above its buttons. A network failure says so.
 */
export function serverProblem(
  err: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
): { field?: string; message: string } | null {
  if (!err) return null;
  if (!(err instanceof ApiError)) return { message: UI.problemOffline };
  if (err.field) return { field: err.field.name, message: err.field.message };
  const text = err.serverMessage ?? UI.problemGeneric;
  const field = fieldOfCode[err.code ?? ''];
  return field ? { field, message: text } : { message: text };
}
