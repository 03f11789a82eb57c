/**
 * Loads the Google Maps JavaScript API (with the places library, spec section 7) by script tag,
 * once per page load, and exposes the little of it the event map uses. Only pages that show a
 * map call it: the event page's map and the host's event form (its map pin and places search).
 */

export interface TLatLng {
  lat: number;
  lng: number;
}
interface TMapsMarker {
  addListener(event: string, handler: () => void): void;
}
interface TMapsInfoWindow {
  open(options: { anchor: TMapsMarker; map: unknown }): void;
}
export interface TGoogleMaps {
  Map: new (element: HTMLElement, options: { center: TLatLng; zoom: number; [key: string]: unknown }) => unknown;
  Marker: new (options: { position: TLatLng; map: unknown; title?: string }) => TMapsMarker;
  InfoWindow: new (options: { content: string | Node; ariaLabel?: string }) => TMapsInfoWindow;
}

declare global {
  interface Window {
    google?: { maps?: TGoogleMaps };
    __tikitiMapsLoaded?: () => void;
  }
}

const SCRIPT_ID = 'google-maps-js';
let loading: Promise<TGoogleMaps> | null = null;

export function loadGoogleMaps(apiKey: string): Promise<TGoogleMaps> {
  if (window.google?.maps?.Map) return Promise.resolve(window.google.maps);
  if (loading) return loading;
  loading = new Promise<TGoogleMaps>((resolve, reject) => {
    window.__tikitiMapsLoaded = () => {
      const maps = window.google?.maps;
      if (maps?.Map) resolve(maps);
      else reject(new Error('Google Maps loaded without the maps namespace'));
    };
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async&callback=__tikitiMapsLoaded`;
    script.onerror = () => {
      script.remove();
      loading = null; // a later page may try again
      reject(new Error('Failed to load the Google Maps script'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
