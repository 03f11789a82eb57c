import { useMutation } from '@tanstack/react-query';
import type { TSignupRequest } from '@tribe/contracts/auth';
import { MESSAGES, refusalMessage } from '../auth-messages';
import { authPost, RefusedError } from './auth-request';

/** POST /api/auth/signup. `phone` is sent as +254…; `type` 'host' makes it a host sign-up. */
export type TSignUpInput = TSignupRequest;
export const SIGN_UP_FIELDS = ['firstName', 'lastName', 'username', 'email', 'phone', 'password'] as const;
export type TSignUpField = (typeof SIGN_UP_FIELDS)[number];

interface TSignUpResponse {
  success?: boolean;
  userId?: number;
  message?: string;
}

/** Creates the account and has the code mailed; resolves with the message to show. */
export async function signUp(input: TSignUpInput): Promise<{ userId?: number; message: string }> {
  const body = await authPost<TSignUpResponse>('/api/auth/signup', input);
  const refused = refusalMessage(body, MESSAGES.signUpFailed);
  if (refused) throw new RefusedError(refused);
  return { userId: body?.userId, message: body?.message?.trim() || MESSAGES.signUpSuccess };
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
