import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedLocale, setLocale, useLocale } from '@/i18n/i18n';
import { SHELL } from '@/i18n/shell.texts';
import { meQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { LanguageSwitch } from './language-switch';
import { SITE } from './site.texts';

function Page() {
  useLocale();
  return (
    <>
      <p>{SHELL.discoverEvents}</p>
      <p>{SITE.rights(2026)}</p>
      <LanguageSwitch />
    </>
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLocale('en'));
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('language switch', () => {
  it('shows the page in Kiswahili when chosen, and remembers it in storage, the lang cookie and <html lang>', async () => {
    render(<Page />);
    expect(screen.getByText('Discover events')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));

    expect(await screen.findByText('Gundua matukio')).toBeTruthy();
    expect(screen.getByText('© 2026 Tikiti Africa Ltd. Haki zote zimehifadhiwa.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Lugha' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('tribe.lang')).toBe('sw');
    expect(document.cookie).toContain('lang=sw');
    expect(savedLocale()).toBe('sw');
  });

  it('reads a choice the server set in the cookie when storage has none', () => {
    document.cookie = 'lang=sw; Path=/';
    expect(savedLocale()).toBe('sw');
    document.cookie = 'lang=fr; Path=/';
    expect(savedLocale()).toBe('en');
  });

  it('goes back to English', async () => {
    await act(() => setLocale('sw'));
    render(<Page />);
    expect(screen.getByText('Gundua matukio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Discover events')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("a signed-in person's account keeps the language they pick; a visitor's switch sends nothing", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const signedIn = createQueryClient();
    signedIn.setQueryData(meQueryKey, { id: 8, username: 'brian_o' });
    render(
      <QueryClientProvider client={signedIn}>
        <LanguageSwitch />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/profile/locale');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'sw' });
    cleanup();

    const visitor = createQueryClient();
    visitor.setQueryData(meQueryKey, null);
    render(
      <QueryClientProvider client={visitor}>
        <LanguageSwitch />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
