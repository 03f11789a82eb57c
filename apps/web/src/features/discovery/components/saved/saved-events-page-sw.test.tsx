import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { SAVED_EVENTS_STORAGE_KEY } from '../../saved-events';
import { SavedEventsPage } from './saved-events-page';
import { componentTestHooks } from '@/test/hooks.test-util';

const saved = (id: number) => ({
  id,
  externalId: `e${id}`,
  title: `Tamasha ${id}`,
  imageUrl: null,
  startDate: '2026-12-05T16:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  location: 'Nairobi',
  savedAt: `2026-11-0${id}T10:00:00.000Z`,
});
const renderPage = () =>
  render(
    <MemoryRouter>
      <SavedEventsPage />
    </MemoryRouter>,
  );

componentTestHooks({ kiswahili: {} });

describe('SavedEventsPage in Kiswahili', () => {
  it('empty: reads in Kiswahili', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Matukio uliyohifadhi' })).toBeTruthy();
    expect(screen.getByText('Bado hujahifadhi tukio lolote')).toBeTruthy();
  });

  it('counts saved events with the Kiswahili plural', () => {
    localStorage.setItem(SAVED_EVENTS_STORAGE_KEY, JSON.stringify([saved(1)]));
    renderPage();
    expect(screen.getByTestId('saved-count').textContent).toBe('Tukio 1 limehifadhiwa kwenye kifaa hiki');
    cleanup();
    localStorage.setItem(SAVED_EVENTS_STORAGE_KEY, JSON.stringify([saved(1), saved(2)]));
    renderPage();
    expect(screen.getByTestId('saved-count').textContent).toBe('Matukio 2 yamehifadhiwa kwenye kifaa hiki');
    expect(screen.getByRole('button', { name: 'Ondoa Tamasha 2 kwenye yaliyohifadhiwa' })).toBeTruthy();
  });
});
