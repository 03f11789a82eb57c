import { describe, expect, it } from 'vitest';
import {
  ZHostDetailsRequest,
  ZPayoutRequest,
  nextOnboardingStep as serverStep,
  normaliseKenyanPhone,
} from '@tribe/contracts';
import { detailsErrors, imageProblem, nextOnboardingStep, normalizeKenyanPhone, payoutErrors } from './rules';

describe('host profile form rules', () => {
  it.each([
    '0712 345 678',
    '0110 123 456',
    '712345678',
    '254712345678',
    '+254712345678',
    '0712-345-678',
    '12345',
    '0812345678',
    '',
  ])('reads the phone %j as the server does', (phone) => {
    expect(normalizeKenyanPhone(phone)).toBe(normaliseKenyanPhone(phone));
  });

  it.each([
    { vendorName: 'Nairobi Beats', phone: '0712345678', email: 'a@b.co', bio: '' },
    { vendorName: 'X', phone: '0712345678', email: 'a@b.co', bio: '' },
    { vendorName: '---', phone: '0712345678', email: 'a@b.co', bio: '' },
    { vendorName: 'Nairobi Beats', phone: '0812', email: 'a@b.co', bio: '' },
    { vendorName: 'Nairobi Beats', phone: '0712345678', email: 'not-an-email', bio: '' },
    { vendorName: 'Nairobi Beats', phone: '0712345678', email: 'a@b.co', bio: 'x'.repeat(501) },
    { vendorName: 'N'.repeat(61), phone: '0712345678', email: 'a@b.co', bio: '' },
  ])('refuses the same details as the server: %j', (form) => {
    const server = ZHostDetailsRequest.safeParse(form);
    const fields = server.success ? [] : [...new Set(server.error.issues.map((i) => String(i.path[0])))].sort();
    expect(Object.keys(detailsErrors(form)).sort()).toEqual(fields);
  });

  it.each([
    { method: 'mpesa' as const, phone: '0712 345 678' },
    { method: 'mpesa' as const, phone: '999' },
    { method: 'bank' as const, bankName: 'KCB', accountNumber: '1234 5678 9012', accountName: 'Nairobi Beats Ltd' },
    { method: 'bank' as const, bankName: 'K', accountNumber: '12ab', accountName: '' },
  ])('refuses the same payout details as the server: %j', (form) => {
    const server = ZPayoutRequest.safeParse(form);
    const fields = server.success ? [] : [...new Set(server.error.issues.map((i) => String(i.path[0])))].sort();
    expect(Object.keys(payoutErrors(form)).sort()).toEqual(fields);
  });

  it('resumes at the first missing step, skipping a logo left out, like the server', () => {
    const host = { vendorName: 'N', phone: '+254712345678', email: 'a@b.co', bio: null, logoUrl: null, payout: null };
    const cases = [
      { isHost: false, onboardingComplete: false, host: null },
      { isHost: true, onboardingComplete: false, host: null },
      { isHost: true, onboardingComplete: false, host },
      { isHost: true, onboardingComplete: false, host: { ...host, logoUrl: '/uploads/logos/a.webp' } },
      {
        isHost: true,
        onboardingComplete: false,
        host: { ...host, payout: { method: 'mpesa' as const, masked: 'M-Pesa •••• 678' } },
      },
      { isHost: true, onboardingComplete: true, host: { ...host, payout: { method: 'mpesa' as const, masked: 'x' } } },
    ];
    expect(cases.map(nextOnboardingStep)).toEqual(['become-host', 'details', 'logo', 'payout', 'review', 'done']);
    expect(cases.map(serverStep)).toEqual(cases.map(nextOnboardingStep));
  });

  it('refuses pictures that are not images or are over 5 MB before uploading', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/JPEG/);
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
});
