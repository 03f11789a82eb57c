/** The one Google Maps loader lives in lib (the host's event form loads it too). */
export { loadGoogleMaps, type TGoogleMaps, type TLatLng } from '@/lib/google-maps';
