import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_STORAGE_KEY } from '@/lib/data-saver';
import { loadGoogleMaps } from '../lib/google-maps';
import { EventMap } from './event-map';

// The script loader, stood in for: the test counts the times the map asks for the script.
vi.mock('../lib/google-maps', () => ({ loadGoogleMaps: vi.fn(() => new Promise(() => {})) }));
const scriptLoads = () => vi.mocked(loadGoogleMaps).mock.calls.length;

function renderMap() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['/api/config'], { googleMapsApiKey: 'test-key', posthogApiKey: null, posthogHost: null });
  return render(
    <QueryClientProvider client={client}>
      <EventMap
        coordinates={{ lat: -1.2921, lng: 36.8219 }}
        title="Jazz night"
        location="Alliance Française"
        address="Loita Street"
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  window.localStorage.clear();
  vi.mocked(loadGoogleMaps).mockClear();
});

describe('the event map', () => {
  it('loads the Google Maps script at once when not saving data', async () => {
    renderMap();
    await waitFor(() => expect(scriptLoads()).toBe(1));
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('with the data saver on, loads no maps script until Show map is pressed, and links to Google Maps', async () => {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    renderMap();
    expect(scriptLoads()).toBe(0);
    const link = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-1.2921,36.8219');

    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    await waitFor(() => expect(scriptLoads()).toBe(1));
    expect(screen.getByText('Loading map...')).toBeTruthy();
  });
});
