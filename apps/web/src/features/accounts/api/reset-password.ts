import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@tribe/contracts/auth';
import { setCurrentUser } from '@/lib/auth';
import { refusalMessage } from '../auth-messages';
import { authPost, RefusedError } from './auth-request';

export type TResetPasswordInput = TResetPasswordRequest;
export const RESET_PASSWORD_FIELDS = ['email', 'otp', 'password'] as const;

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export async function resetPassword(input: TResetPasswordInput): Promise<string | null> {
  const body = await authPost<{ success?: boolean; message?: string } | null>('/api/auth/reset-password', input);
  const refused = refusalMessage(body, 'The password could not be reset. Please try again.');
  if (refused) throw new RefusedError(refused);
  return body?.message?.trim() || null;
}

/** Resets the password; this browser's session ended with the others, so the user is cleared too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => setCurrentUser(queryClient, null),
  });
}
