import { useMutation } from '@tanstack/react-query';
import type { TResendOtpRequest } from '@tribe/contracts/auth';
import { refusalMessage } from '../auth-messages';
import { authPost, RefusedError } from './auth-request';

/** POST /api/auth/resend-otp; refused (429) for 60 s after the last code was sent. */
export async function resendOtp(input: TResendOtpRequest): Promise<string | null> {
  const body = await authPost<{ success?: boolean; message?: string }>('/api/auth/resend-otp', input);
  const refused = refusalMessage(body, 'The code could not be sent. Please try again.');
  if (refused) throw new RefusedError(refused);
  return body?.message?.trim() || null;
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
