import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceSavedEventsStore } from '@/features/discovery/saved-events';
import { savedEventsQueryKey, useAccountSavedEvents } from '@/features/profile/api/profile';
import { meQueryKey } from '@/lib/auth';
import { componentTestHooks } from '@/test/hooks.test-util';
import { AccountSavedEvents } from './account-saved-events';

componentTestHooks();

const saved = (id: number) => ({
  id,
  externalId: `e-${id}`,
  title: `Event ${id}`,
  imageUrl: null,
  startDate: null,
  timeZone: 'Africa/Nairobi',
  location: null,
  savedAt: '2026-11-01T00:00:00Z',
});

/** What the profile's Saved tab does: reads the account's list as soon as it is shown. */
function SavedTab({ onList }: { onList: (ids: number[] | undefined) => void }) {
  const { data } = useAccountSavedEvents(true);
  onList(data?.events.map((e) => e.id));
  return null;
}

describe('the device’s saved events at sign-in', () => {
  it('shows the merged list even when a list read before the merge answers after it', async () => {
    deviceSavedEventsStore.add(saved(26));
    let answerEarlyRead: (res: Response) => void = () => {};
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (path === '/api/profile/saved-events/merge') return Promise.resolve(json({ events: [saved(26)] }));
        if (path === '/api/profile/saved-events' && init.method === 'GET')
          // Read before the merge committed: the account's list without the device's save, late.
          return new Promise<Response>((resolve) => {
            answerEarlyRead = resolve;
          });
        return Promise.reject(new Error(`unexpected ${init.method} ${path}`));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(meQueryKey, { id: 8, username: 'brian_o' });
    const seen: (number[] | undefined)[] = [];
    render(
      <QueryClientProvider client={queryClient}>
        <AccountSavedEvents />
        <SavedTab onList={(ids) => seen.push(ids)} />
      </QueryClientProvider>,
    );

    await waitFor(() => expect(queryClient.getQueryData(savedEventsQueryKey)).toEqual({ events: [saved(26)] }));
    answerEarlyRead(json({ events: [] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(savedEventsQueryKey)).toEqual({ events: [saved(26)] });
    expect(seen.at(-1)).toEqual([26]);
    expect(deviceSavedEventsStore.list()).toEqual([]);
  });
});
