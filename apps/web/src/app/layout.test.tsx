import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GOOGLE_CALLBACK_PATH as ACCOUNTS_GOOGLE_CALLBACK_PATH } from '@/features/accounts/auth-redirects';
import { meQueryKey } from '@/lib/auth';
import { MemoryRouter } from '@/lib/router';
import { GOOGLE_CALLBACK_PATH, Layout } from './layout';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@/features/accounts/components/auth-effects', () => ({
  default: () => (loaded.add('auth-effects'), null),
}));
vi.mock('./layout/account-saved-events', () => ({
  AccountSavedEvents: () => (loaded.add('account-saved-events'), null),
}));
vi.mock('./layout/analytics-identity', () => ({
  AnalyticsIdentity: () => (loaded.add('analytics-identity'), null),
}));

async function drawLayout(user: unknown, at = '/pricing') {
  loaded.clear();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(meQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Layout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  return [...loaded].sort();
}

describe("the account's part of every page", () => {
  it('is not drawn (nor downloaded) for a visitor without an account', async () => {
    expect(await drawLayout(null)).toEqual([]);
  });

  it('is drawn once someone is signed in', async () => {
    expect(await drawLayout({ id: 1, name: 'Amani' })).toEqual([
      'account-saved-events',
      'analytics-identity',
      'auth-effects',
    ]);
  });

  it("draws the signed-in redirects when Google's sign-in comes back", async () => {
    expect(await drawLayout(null, '/?googleAuth=success')).toEqual(['auth-effects']);
    expect(GOOGLE_CALLBACK_PATH).toBe(ACCOUNTS_GOOGLE_CALLBACK_PATH);
  });
});
