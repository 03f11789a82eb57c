import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '../testing/test-utils.test-util';
import { PlacePicker, type TPlacePatch } from './place-picker';

const CONFIG = { posthogApiKey: null, posthogHost: null, googleMapsApiKey: null as string | null };

/** The picker inside a little form that keeps what it fills in, and shows it. */
function Harness({ initial = {} as TPlacePatch, errors = {} as { latitude?: string; longitude?: string } }) {
  const [values, setValues] = useState<Required<TPlacePatch>>({
    latitude: '',
    longitude: '',
    location: '',
    address: '',
    town: '',
    ...initial,
  });
  return (
    <>
      <PlacePicker
        latitude={values.latitude}
        longitude={values.longitude}
        town={values.town}
        latitudeError={errors.latitude}
        longitudeError={errors.longitude}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}
const values = () => JSON.parse(screen.getByTestId('values').textContent!) as Required<TPlacePatch>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { google?: unknown }).google;
});

describe('PlacePicker without a maps key', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi({ '/api/config': () => ({ json: CONFIG }) });
  });

  it('offers latitude and longitude fields and says when a value is out of range', async () => {
    renderPicker();
    const lat = await screen.findByLabelText('Latitude (optional)');
    fireEvent.change(lat, { target: { value: '95' } });
    expect(await screen.findByText('Enter a latitude between -90 and 90.')).toBeTruthy();
    expect(lat.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(lat, { target: { value: '-1.30' } });
    expect(screen.queryByText('Enter a latitude between -90 and 90.')).toBeNull();
    const lng = screen.getByLabelText('Longitude (optional)');
    fireEvent.change(lng, { target: { value: 'east' } });
    expect(screen.getByText('Enter a longitude between -180 and 180.')).toBeTruthy();
    fireEvent.change(lng, { target: { value: '' } });
    fireEvent.blur(lng);
    expect(screen.getByText('Enter both latitude and longitude, or neither.')).toBeTruthy();
    fireEvent.change(lng, { target: { value: '36.78' } });
    expect(values()).toMatchObject({ latitude: '-1.30', longitude: '36.78' });
    expect(screen.getByRole('link', { name: 'Pin at -1.3, 36.78' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=-1.3,36.78',
    );
  });

  it('fills both from the device’s location, and explains a refusal', async () => {
    let answer: 'ok' | 'denied' = 'ok';
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
      expect(options).toMatchObject({ enableHighAccuracy: true });
      if (answer === 'ok') ok({ coords: { latitude: -1.2833331234, longitude: 36.8166669876 } } as GeolocationPosition);
      else fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(values()).toMatchObject({ latitude: '-1.283333', longitude: '36.816667' });
    expect(screen.getByText('Pin set to where you are now.')).toBeTruthy();
    answer = 'denied';
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/Location is blocked for this site/)).toBeTruthy();
  });

  it('shows the form’s own error when the fields are otherwise fine', async () => {
    renderPicker({
      initial: { latitude: '-1.2' },
      errors: { longitude: 'Enter both latitude and longitude, or neither.' },
    });
    expect(await screen.findByText('Enter both latitude and longitude, or neither.')).toBeTruthy();
  });
});

describe('PlacePicker with a maps key', { timeout: 20_000 }, () => {
  /** A stand-in for the Maps API: records the map and marker and lets the test move them. */
  function fakeMaps() {
    const seen = {
      mapOptions: null as Record<string, unknown> | null,
      mapClick: null as ((e: { latLng: { lat(): number; lng(): number } }) => void) | null,
      markerDrag: null as (() => void) | null,
      markerAt: null as { lat: number; lng: number } | null,
      search: null as HTMLElement | null,
      searchOptions: null as Record<string, unknown> | null,
    };
    class PlaceAutocompleteElement extends HTMLElement {
      constructor(options: Record<string, unknown>) {
        super();
        seen.searchOptions = options;
        seen.search = this;
      }
    }
    if (!customElements.get('fake-place-autocomplete'))
      customElements.define('fake-place-autocomplete', PlaceAutocompleteElement);
    const latLng = (p: { lat: number; lng: number }) => ({ lat: () => p.lat, lng: () => p.lng });
    (window as unknown as { google: unknown }).google = {
      maps: {
        Map: function (_el: HTMLElement, options: Record<string, unknown>) {
          seen.mapOptions = options;
          return {
            addListener: (_: string, fn: typeof seen.mapClick) => (seen.mapClick = fn),
            panTo: () => {},
            setZoom: () => {},
          };
        },
        Marker: function (options: { position?: { lat: number; lng: number } }) {
          seen.markerAt = options.position ?? null;
          return {
            addListener: (_: string, fn: () => void) => (seen.markerDrag = fn),
            getPosition: () => (seen.markerAt ? latLng(seen.markerAt) : null),
            setPosition: (p: { lat: number; lng: number } | null) => (seen.markerAt = p),
            setMap: () => {},
          };
        },
        importLibrary: async () => ({ PlaceAutocompleteElement }),
      },
    };
    return { seen, latLng };
  }

  it('fills venue, address, town and pin from a places search, and follows the dragged pin', async () => {
    const { seen, latLng } = fakeMaps();
    mockApi({ '/api/config': () => ({ json: { ...CONFIG, googleMapsApiKey: 'maps-key' } }) });
    renderPicker();
    await waitFor(() => expect(seen.search).not.toBeNull());
    expect(screen.queryByLabelText('Latitude (optional)')).toBeNull();
    expect(seen.searchOptions).toEqual({ includedRegionCodes: ['ke'] });
    expect(seen.mapOptions).toMatchObject({ center: { lat: -1.2921, lng: 36.8219 }, zoom: 12 });
    expect(screen.getByText('No pin yet: search for the venue or click the map.')).toBeTruthy();

    const fetchFields = vi.fn(async () => {});
    const place = {
      displayName: 'Kenyatta International Convention Centre',
      formattedAddress: 'Harambee Ave, Nairobi, Kenya',
      location: latLng({ lat: -1.2884, lng: 36.8233 }),
      addressComponents: [{ longText: 'Nairobi', types: ['locality'] }],
      fetchFields,
    };
    await act(async () => {
      seen.search!.dispatchEvent(Object.assign(new Event('gmp-select'), { placePrediction: { toPlace: () => place } }));
    });
    await waitFor(() =>
      expect(values()).toEqual({
        location: 'Kenyatta International Convention Centre',
        address: 'Harambee Ave, Nairobi, Kenya',
        latitude: '-1.2884',
        longitude: '36.8233',
        town: 'Nairobi',
      }),
    );
    expect(fetchFields).toHaveBeenCalledWith({
      fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'],
    });
    await waitFor(() => expect(seen.markerAt).toEqual({ lat: -1.2884, lng: 36.8233 }));
    expect(screen.getByText('Pin at -1.2884, 36.8233')).toBeTruthy();

    act(() => {
      seen.markerAt = { lat: -1.28851234567, lng: 36.82249 };
      seen.markerDrag!();
    });
    expect(values()).toMatchObject({ latitude: '-1.288512', longitude: '36.82249' });
    act(() => seen.mapClick!({ latLng: latLng({ lat: -1.3, lng: 36.8 }) }));
    expect(values()).toMatchObject({ latitude: '-1.3', longitude: '36.8' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(values()).toMatchObject({ latitude: '', longitude: '' });
  });

  it('falls back to typed coordinates when the Maps script cannot load', async () => {
    mockApi({ '/api/config': () => ({ json: { ...CONFIG, googleMapsApiKey: 'maps-key' } }) });
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    renderPicker();
    expect(await screen.findByText('The map could not load. Enter the coordinates instead.')).toBeTruthy();
    expect(screen.getByLabelText('Latitude (optional)')).toBeTruthy();
    expect(append).toHaveBeenCalled();
  });
});
