import type { TEvent } from '@tribe/contracts';

/** Spec section 9: map zoom 15, 300 px high, default centre Nairobi. */
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;
export const NAIROBI_CENTRE = { lat: -1.2921, lng: 36.8219 } as const;

export interface TCoordinates {
  lat: number;
  lng: number;
}

/** The event's coordinates when both are real numbers in range, else null (no map, no directions). */
export function eventCoordinates(event: Pick<TEvent, 'latitude' | 'longitude'>): TCoordinates | null {
  const { latitude: lat, longitude: lng } = event;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Google Maps directions to the coordinates. */
export function directionsUrl({ lat, lng }: TCoordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** '-1.28333° S, 36.81667° E' style text for the static map card. */
export function formatCoordinates({ lat, lng }: TCoordinates): string {
  const part = (value: number, pos: string, neg: string) => `${Math.abs(value).toFixed(4)}° ${value < 0 ? neg : pos}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

/** The place in Google Maps (web or app), with no script on this page. */
export function mapsPlaceUrl({ lat, lng }: TCoordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
