import { apiGet } from '@/lib/api-client';

/** GET /api/auth/host-status (spec section 7); the create-event flow reads onboardingComplete. */
export interface THostStatus {
  success?: boolean;
  isHost?: boolean;
  needsOnboarding?: boolean;
  reason?: string;
  onboardingComplete?: boolean;
}

export function fetchHostStatus(): Promise<THostStatus> {
  return apiGet<THostStatus>('/api/auth/host-status');
}
