import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSigninRequest } from '@tribe/contracts/auth';
import { parsePublicUser } from '@tribe/contracts/users';
import { setCurrentUser, type TUser } from '@/lib/auth';
import { MESSAGES, refusalMessage } from '../auth-messages';
import { authPost, RefusedError } from './auth-request';

/** POST /api/auth/signin (spec section 3 "Sign-in payload"); `username` may also be the email. */
export type TSignInInput = TSigninRequest;
interface TSignInResponse {
  success?: boolean;
  user?: unknown;
  message?: string;
}

/** Signs in; resolves with the user, throws an Error with the spec's message when refused. */
export async function signIn(input: TSignInInput): Promise<TUser> {
  const body = await authPost<TSignInResponse>('/api/auth/signin', input);
  const refused = refusalMessage(body, MESSAGES.signInFailed);
  const user = parsePublicUser(body?.user);
  if (refused || !user) throw new RefusedError(refused ?? MESSAGES.signInFailed);
  return user;
}

/** Signs in and makes the user current everywhere (query cache and local storage). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
