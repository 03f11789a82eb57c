import type { PaymentChannel, PaymentStatus } from '@tribe/contracts/checkout';
import { apiGet, apiPost } from '@/lib/api-client';

/** The offline provider's payment, as its simulated page shows it (ZSandboxPayment). */
export interface TSandboxPayment {
  reference: string;
  channel: PaymentChannel | null;
  amount: number;
  currency: string;
  email: string;
  eventTitle: string;
  status: PaymentStatus;
  callbackUrl: string;
}

export type SandboxOutcome = 'success' | 'decline' | 'abandon';

const path = (reference: string) => `/api/payments/sandbox/${encodeURIComponent(reference)}`;

export function getSandboxPayment(reference: string, signal?: AbortSignal): Promise<TSandboxPayment> {
  return apiGet<TSandboxPayment>(path(reference), { signal });
}

/** Settles the simulated payment; answers where the browser goes next (the verifying page). */
export function submitSandboxOutcome(reference: string, outcome: SandboxOutcome): Promise<{ redirectUrl: string }> {
  return apiPost<{ redirectUrl: string }>(path(reference), { outcome });
}
