import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { loadAreaTexts } from '@/i18n/area-texts';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { WANJIRU } from '@/test/users.test-util';
import type { OnboardingStatus } from '../rules';
import { OnboardingPage } from './onboarding-page';

/** Wanjiru before she becomes a host. */
const USER: TUser = { ...WANJIRU, isHost: false, onboardingComplete: false };

function answer(status: OnboardingStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(status), { headers: { 'Content-Type': 'application/json' } })),
  );
}

function show() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, USER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/host/onboarding']}>
        <Routes>
          <Route path="/host/onboarding" element={<OnboardingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('scrollTo', () => {});
  await act(() => setLocale('sw'));
  await act(() => loadAreaTexts('host', 'sw'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLocale('en'));
});

describe('OnboardingPage in Kiswahili', () => {
  it('invites a signed-in person to become a host, in Kiswahili', async () => {
    answer({ isHost: false, onboardingComplete: false, host: null });
    show();
    expect(await screen.findByRole('heading', { name: 'Kuwa mwandaaji' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kuwa mwandaaji' })).toBeTruthy();
    expect(screen.getByText('Inachukua takriban dakika tatu. Unaweza kusimama na kurudi wakati wowote.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Become a host|Host onboarding/);
  });

  it('shows the steps and checks the details in Kiswahili', async () => {
    answer({ isHost: true, onboardingComplete: false, host: null });
    show();
    expect(await screen.findByRole('heading', { name: 'Taarifa zako za mwandaaji' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hatua za kujisajili' })).toBeTruthy();
    expect(screen.getByText('Hatua 1 kati ya 4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jina la umma'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi na uendelee' }));
    expect(screen.getByText('Tumia angalau herufi 2.')).toBeTruthy();
    expect(screen.getByText('Weka namba ya simu ya Kenya, kama 0712 345 678.')).toBeTruthy();
    expect(screen.getByText('Weka barua pepe kama jina@mfano.com.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Save and continue|Public name|Step 1/);
  });
});
