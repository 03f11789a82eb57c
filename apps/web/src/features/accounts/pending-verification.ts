import type { TOtpType } from './api/verify-otp';
import { sanitizeReturnTo } from './return-to';

/**
 * The sign-up waiting for its code, kept in session storage rather than the address so the
 * email never lands in history, logs or analytics page views, and a reload of /auth/verify still
 * knows it.
 */
export interface TPendingVerification {
  email: string;
  type: TOtpType;
  /** When the last code was sent (ms since epoch), for the resend countdown. */
  sentAt: number;
  returnTo?: string | null;
}

const KEY = 'pendingVerification';
/** Resend is refused for this long after a send (the API's rule). */
export const RESEND_COOLDOWN_S = 60;

export function savePendingVerification(value: TPendingVerification): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Without storage the verify screen asks for the email again.
  }
}

export function readPendingVerification(): TPendingVerification | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<TPendingVerification>;
    if (typeof v.email !== 'string' || typeof v.sentAt !== 'number') return null;
    return {
      email: v.email,
      type: v.type === 'password-reset' ? 'password-reset' : 'signup',
      sentAt: v.sentAt,
      // Storage is input like any other: the one redirect rule applies on the way out too.
      returnTo: sanitizeReturnTo(v.returnTo),
    };
  } catch {
    return null;
  }
}

export function clearPendingVerification(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** When a resend becomes possible again, given when the last code went out. */
export function resendAvailableAt(sentAt: number): number {
  return sentAt + RESEND_COOLDOWN_S * 1000;
}
