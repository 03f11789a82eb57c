import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXT } from '@/features/admin/texts';
import { setLocale } from './i18n';
import { useAreaTexts } from './area-texts';

/** A page of the admin area, as its route renders it: wait for the area's words, then read them. */
function AdminPage() {
  useAreaTexts('admin');
  return <h1>{ADMIN_TEXT.pages.users}</h1>;
}

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('useAreaTexts', () => {
  it('in English renders at once, with nothing to fetch', () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <AdminPage />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Users');
  });

  it('in Kiswahili holds the page until the area chunk has arrived, then shows its words, never English first', async () => {
    await act(() => setLocale('sw'));
    const seen: string[] = [];
    function Spy() {
      useAreaTexts('admin');
      seen.push(ADMIN_TEXT.pages.users);
      return <h1>{ADMIN_TEXT.pages.users}</h1>;
    }
    // Inside act, as React delivers a suspended page's retry in a browser: when the chunk arrives.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Spy />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Watumiaji' })).toBeTruthy();
    expect(seen.filter((text) => text !== 'Watumiaji')).toEqual([]);
  });
});
