import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@tribe/contracts/auth';
import { authPost } from './auth-request';

/**
 * POST /api/auth/forgot-password: mails a reset code when the address has an account. The answer
 * is the same either way, so the screen always moves on to the code step.
 */
export async function requestPasswordReset(input: TForgotPasswordRequest): Promise<string | null> {
  const body = await authPost<{ message?: string } | null>('/api/auth/forgot-password', input);
  return body?.message?.trim() || null;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
