import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOtpType, TVerifyRequest } from '@tribe/contracts/auth';
import { parsePublicUser } from '@tribe/contracts/users';
import { setCurrentUser, type TUser } from '@/lib/auth';
import { MESSAGES, refusalMessage } from '../auth-messages';
import { authPost, RefusedError } from './auth-request';

export type { TOtpType };

/** POST /api/auth/verify (spec section 3 "Verification payload"). */
export type TVerifyInput = TVerifyRequest;
interface TVerifyResponse {
  success?: boolean;
  message?: string;
  user?: unknown;
  isHostSignup?: boolean;
}

/** Checks the emailed code; a sign-up's success signs the user in. */
export async function verifyOtp(input: TVerifyInput): Promise<{ user: TUser | null; isHostSignup: boolean }> {
  const body = await authPost<TVerifyResponse>('/api/auth/verify', input);
  const refused = refusalMessage(body, MESSAGES.verifyFailed);
  if (refused) throw new RefusedError(refused);
  return { user: parsePublicUser(body?.user), isHostSignup: body?.isHostSignup === true };
}

/** Verifies and, when the answer carries the user, makes them current (spec: verification sets the user). */
export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user }) => {
      if (user) setCurrentUser(queryClient, user);
    },
  });
}
