import type { TLatLng } from '@/lib/google-maps';
import { IT } from '../images.texts';
import { T } from '../texts';

const number = (s: string): number | null => {
  const t = s.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : NaN;
};

/** Six decimals (about 10 cm), without trailing zeros: what the fields show and the form sends. */
export const formatCoordinate = (n: number): string => String(Number(n.toFixed(6)));

/** The pin the two fields describe, when both are numbers in range; else null. */
export function parseCoordinates(latitude: string, longitude: string): TLatLng | null {
  const lat = number(latitude);
  const lng = number(longitude);
  if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * What is wrong with typed coordinates, as they are typed: a value that is not a number or out of
 * range (latitude -90..90, longitude -180..180), and one given without the other.
 */
export function coordinateProblems(
  latitude: string,
  longitude: string,
): { latitude?: string; longitude?: string; pair?: string } {
  const out: { latitude?: string; longitude?: string; pair?: string } = {};
  const lat = number(latitude);
  const lng = number(longitude);
  if (lat !== null && (Number.isNaN(lat) || Math.abs(lat) > 90)) out.latitude = T.errors.latitude;
  if (lng !== null && (Number.isNaN(lng) || Math.abs(lng) > 180)) out.longitude = T.errors.longitude;
  if ((lat === null) !== (lng === null)) out.pair = IT.pairNeeded;
  return out;
}
