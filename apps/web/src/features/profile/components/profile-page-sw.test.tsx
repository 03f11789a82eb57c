import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { meQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ProfilePage } from './profile-page';
import { ATTENDEE } from '@/test/users.test-util';
import { componentTestHooks } from '@/test/hooks.test-util';

const USER = ATTENDEE;

function renderAt(url: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, USER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

componentTestHooks({ kiswahili: {} });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ events: [] }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

describe('ProfilePage in Kiswahili', () => {
  it('tabs, fields and the form checks read in Kiswahili', () => {
    renderAt('/profile');
    expect(screen.getByRole('tab', { name: 'Wasifu' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tiketi zangu' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jina la kwanza'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Jina la mtumiaji'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi mabadiliko' }));
    expect(screen.getByText('Weka jina lako.')).toBeTruthy();
    expect(screen.getByText('Tumia angalau herufi 3.')).toBeTruthy();
  });

  it('settings and the empty saved tab read in Kiswahili', async () => {
    renderAt('/profile?tab=settings');
    expect(
      screen.getByText('Sasa: brian@example.co.ke. Tunatuma nambari kwa anwani mpya na kuijulisha ile ya zamani.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Futa akaunti yangu' })).toBeTruthy();
    cleanup();
    renderAt('/profile?tab=saved');
    expect(await screen.findByText('Hakuna matukio uliyohifadhi')).toBeTruthy();
  });
});
