import { ZERO_BALANCE, type THostEventBalance, type THostSettings } from '@tribe/contracts/host-settings';

/** The settings page's test data: Sauti Events' settings, and one event's balance. */
export const SETTINGS: THostSettings = {
  profile: {
    vendorName: 'Sauti Events',
    phone: '+254712345678',
    email: 'hello@sauti.co.ke',
    bio: 'Live music in Nairobi.',
    website: 'https://sauti.co.ke/',
    logoUrl: null,
  },
  payoutMethod: { method: 'mpesa', masked: 'M-Pesa •••• 678' },
  identity: { legalName: 'Sauti Events Ltd', kraPin: 'P051234567Q', idNumberMasked: 'National ID •••• 321' },
  payoutRequirements: [],
};

export const ZERO = ZERO_BALANCE;

/** An ended event's balance, all zero but what the test says. */
export const balance = (over: Partial<THostEventBalance>): THostEventBalance => ({
  ...ZERO,
  eventId: 26,
  title: 'Sauti Sol Live',
  eventStatus: 'live',
  lastEndsAt: '2026-10-05T20:00:00.000Z',
  ended: true,
  state: 'available',
  ...over,
});
