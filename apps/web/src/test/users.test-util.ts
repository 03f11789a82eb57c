import type { TUser } from '@/lib/auth';

/** The signed-in attendee the component tests use (GET /api/auth/me's answer). */
export const ATTENDEE: TUser = {
  id: 8,
  username: 'brian_o',
  email: 'brian@example.co.ke',
  firstName: 'Brian',
  lastName: 'Otieno',
  phone: '+254712345678',
  profileImage: null,
  isHost: false,
  emailVerified: true,
  onboardingComplete: false,
};

/** A host who finished onboarding. */
export const HOST: TUser = { ...ATTENDEE, id: 7, username: 'wkamau', isHost: true, onboardingComplete: true };

/** Wanjiru Kamau, who owns a host (the host area's tests sign in as her). */
export const WANJIRU: TUser = {
  id: 7,
  username: 'wkamau',
  email: 'wanjiru@example.co.ke',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phone: '+254712345678',
  profileImage: null,
  isHost: true,
  emailVerified: true,
  onboardingComplete: true,
};
