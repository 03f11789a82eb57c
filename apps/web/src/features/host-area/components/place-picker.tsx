import { LOCATIONS } from '@tribe/contracts/towns';
import { Crosshair, ExternalLink, MapPin, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/fields';
import { loadGoogleMaps, type TLatLng } from '@/lib/google-maps';
import { useMapsKey } from '../api/config';
import { IT } from '../images.texts';
import { T } from '../texts';
import { coordinateProblems, formatCoordinate, parseCoordinates } from '../lib/coordinates';

/** What choosing a place fills in; each key is a field of the event form. */
export interface TPlacePatch {
  latitude?: string;
  longitude?: string;
  location?: string;
  address?: string;
  town?: string;
}

interface PlacePickerProps {
  latitude: string;
  longitude: string;
  /** The form's town ('Nairobi'): the map starts there while there is no pin. */
  town: string;
  /** Errors the form's checks or the server put on the two fields. */
  latitudeError?: string | undefined;
  longitudeError?: string | undefined;
  onChange: (patch: TPlacePatch) => void;
}

const NAIROBI: TLatLng = { lat: -1.2921, lng: 36.8219 };

/**
 * The "Where" section's pin. With a Google Maps key: a places search (Kenya) that fills the
 * venue, address, town and pin, and a map whose pin can be dragged or moved with a click. Without
 * a key, or when the map cannot load: latitude and longitude fields with their ranges checked as
 * they are typed, and the device's location. The Maps script loads only here and only once the
 * section is near the screen.
 */
export function PlacePicker(props: PlacePickerProps) {
  const { key, pending } = useMapsKey();
  const [failed, setFailed] = useState(false);
  if (pending) return <div className="h-24" aria-hidden="true" />;
  if (key && !failed) return <GooglePlacePicker {...props} apiKey={key} onFail={() => setFailed(true)} />;
  return <CoordinateFields {...props} mapFailed={failed} />;
}

/** Asks the device for its position; a message when it cannot. */
function useCurrentLocation(onFound: (lat: number, lng: number) => void) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  const locate = () => {
    if (!('geolocation' in navigator)) return setState({ busy: false, message: IT.locationUnsupported, ok: false });
    setState({ busy: true, message: null, ok: false });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        onFound(pos.coords.latitude, pos.coords.longitude);
        setState({ busy: false, message: IT.locationSet, ok: true });
      },
      (err) =>
        setState({
          busy: false,
          message: err.code === err.PERMISSION_DENIED ? IT.locationDenied : IT.locationFailed,
          ok: false,
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { ...state, locate };
}

function LocationButton({ location }: { location: ReturnType<typeof useCurrentLocation> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" size="sm" disabled={location.busy} onClick={location.locate}>
        <Crosshair aria-hidden="true" className="size-4" />
        {location.busy ? IT.locating : IT.useLocation}
      </Button>
      <p role="status" className={location.ok ? 'text-sm text-emerald-800' : 'text-sm font-medium text-red-700'}>
        {location.message}
      </p>
    </div>
  );
}

/** Typed coordinates, checked as they are typed, and "Use my current location". */
function CoordinateFields({
  latitude,
  longitude,
  latitudeError,
  longitudeError,
  onChange,
  mapFailed,
}: PlacePickerProps & { mapFailed: boolean }) {
  const [touched, setTouched] = useState({ latitude: false, longitude: false });
  const live = coordinateProblems(latitude, longitude);
  const location = useCurrentLocation((lat, lng) =>
    onChange({ latitude: formatCoordinate(lat), longitude: formatCoordinate(lng) }),
  );
  const pin = parseCoordinates(latitude, longitude);
  return (
    <div className="grid gap-2" data-testid="coordinate-fields">
      {mapFailed && (
        <p role="status" className="text-sm text-amber-800">
          {IT.mapFailed}
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={T.latitude}
          inputMode="decimal"
          placeholder="-1.2921"
          value={latitude}
          onChange={(e) => onChange({ latitude: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, latitude: true }))}
          error={live.latitude ?? (touched.latitude ? live.pair : undefined) ?? latitudeError}
          hint={IT.coordinatesFallbackHint}
        />
        <Field
          label={T.longitude}
          inputMode="decimal"
          placeholder="36.8219"
          value={longitude}
          onChange={(e) => onChange({ longitude: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, longitude: true }))}
          error={live.longitude ?? (touched.longitude ? live.pair : undefined) ?? longitudeError}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LocationButton location={location} />
        {pin && (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${pin.lat},${pin.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-orange-700 underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {IT.pinSet(formatCoordinate(pin.lat), formatCoordinate(pin.lng))}
          </a>
        )}
      </div>
    </div>
  );
}

// --- Google Maps ----------------------------------------------------------------------------------

interface TLatLngObject {
  lat(): number;
  lng(): number;
}
interface TPickerMap {
  addListener(event: 'click', handler: (e: { latLng?: TLatLngObject | null }) => void): void;
  panTo(position: TLatLng): void;
  setZoom(zoom: number): void;
}
interface TPickerMarker {
  addListener(event: 'dragend', handler: () => void): void;
  getPosition(): TLatLngObject | null | undefined;
  setPosition(position: TLatLng | null): void;
  setMap(map: TPickerMap | null): void;
}
interface TPlace {
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: TLatLngObject | null;
  addressComponents?: { longText?: string | null; types?: string[] }[] | null;
  fetchFields(options: { fields: string[] }): Promise<unknown>;
}
/** The part of the Maps API the picker uses (the places widget of 2025: PlaceAutocompleteElement). */
interface TPickerMaps {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => TPickerMap;
  Marker: new (options: Record<string, unknown>) => TPickerMarker;
  importLibrary?: (name: 'places') => Promise<{
    PlaceAutocompleteElement?: new (options: Record<string, unknown>) => HTMLElement;
  }>;
}

/** The form's town for a place, when its address names one of the 14 towns. */
function townOf(place: TPlace): string | undefined {
  const words = [...(place.addressComponents ?? []).map((c) => c.longText ?? ''), place.formattedAddress ?? ''].join(
    ' | ',
  );
  return LOCATIONS.find((l) => new RegExp(`\\b${l.name}\\b`, 'i').test(words))?.name;
}

function GooglePlacePicker({
  apiKey,
  onFail,
  latitude,
  longitude,
  town,
  onChange,
}: PlacePickerProps & { apiKey: string; onFail: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const mapElement = useRef<HTMLDivElement>(null);
  const searchElement = useRef<HTMLDivElement>(null);
  const map = useRef<TPickerMap | null>(null);
  const marker = useRef<TPickerMarker | null>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  // Handlers registered once with the map see the latest props through these refs.
  const latest = useRef({ onChange, onFail, town });
  useEffect(() => {
    latest.current = { onChange, onFail, town };
  });
  const pin = parseCoordinates(latitude, longitude);
  const location = useCurrentLocation((lat, lng) =>
    onChange({ latitude: formatCoordinate(lat), longitude: formatCoordinate(lng) }),
  );

  // Load the script only when the section comes near the screen.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const start = useRef(pin);
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    const setPin = (lat: number, lng: number) =>
      latest.current.onChange({ latitude: formatCoordinate(lat), longitude: formatCoordinate(lng) });
    loadGoogleMaps(apiKey)
      .then(async (loaded) => {
        const maps = loaded as unknown as TPickerMaps;
        if (cancelled || !mapElement.current) return;
        const townCentre = LOCATIONS.find((l) => l.name === latest.current.town);
        const first = start.current;
        const m = new maps.Map(mapElement.current, {
          center: first ?? (townCentre ? { lat: townCentre.latitude, lng: townCentre.longitude } : NAIROBI),
          zoom: first ? 16 : 12,
          streetViewControl: false,
          mapTypeControl: false,
          fullscreenControl: false,
          clickableIcons: false,
          gestureHandling: 'cooperative',
        });
        const k = new maps.Marker({ position: first ?? undefined, map: first ? m : null, draggable: true });
        k.addListener('dragend', () => {
          const p = k.getPosition();
          if (p) setPin(p.lat(), p.lng());
        });
        m.addListener('click', (e) => {
          if (e.latLng) setPin(e.latLng.lat(), e.latLng.lng());
        });
        map.current = m;
        marker.current = k;
        setReady(true);

        const places = maps.importLibrary ? await maps.importLibrary('places') : null;
        if (cancelled || !places?.PlaceAutocompleteElement || !searchElement.current) return;
        const search = new places.PlaceAutocompleteElement({ includedRegionCodes: ['ke'] });
        search.setAttribute('placeholder', IT.searchPlace);
        search.className = 'block w-full';
        const choose = async (place: TPlace | undefined) => {
          if (!place) return;
          await place.fetchFields({ fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'] });
          const patch: TPlacePatch = {};
          if (place.displayName) patch.location = place.displayName.slice(0, 120);
          if (place.formattedAddress) patch.address = place.formattedAddress.slice(0, 200);
          if (place.location) {
            patch.latitude = formatCoordinate(place.location.lat());
            patch.longitude = formatCoordinate(place.location.lng());
          }
          const t = townOf(place);
          if (t && !latest.current.town) patch.town = t;
          latest.current.onChange(patch);
        };
        search.addEventListener('gmp-select', (e) => {
          const prediction = (e as unknown as { placePrediction?: { toPlace(): TPlace } }).placePrediction;
          void choose(prediction?.toPlace());
        });
        // The widget's event before 2025.
        search.addEventListener('gmp-placeselect', (e) => void choose((e as unknown as { place?: TPlace }).place));
        searchElement.current.replaceChildren(search);
      })
      .catch((err: unknown) => {
        console.error('Failed to load Google Maps', err);
        if (!cancelled) latest.current.onFail();
      });
    return () => {
      cancelled = true;
    };
  }, [near, apiKey]);

  // The pin follows the fields (a search, the device's location, a typed value).
  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    const m = map.current;
    const k = marker.current;
    if (!ready || !m || !k) return;
    if (lat === undefined || lng === undefined) {
      k.setMap(null);
      return;
    }
    k.setPosition({ lat, lng });
    k.setMap(m);
    m.panTo({ lat, lng });
  }, [ready, lat, lng]);

  return (
    <div ref={box} className="grid gap-3" data-testid="place-picker">
      <div>
        <p className="text-sm font-semibold text-stone-800">{IT.searchPlace}</p>
        <div ref={searchElement} className="mt-1.5 min-h-12" />
        <p className="mt-1 text-sm text-stone-500">{IT.searchPlaceHint}</p>
      </div>
      <div className="relative h-64 overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 sm:h-72">
        <div ref={mapElement} className="size-full" role="region" aria-label={IT.mapLabel} />
        {!ready && (
          <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
            {IT.mapLoading}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 text-orange-700" />
          {pin ? IT.pinSet(formatCoordinate(pin.lat), formatCoordinate(pin.lng)) : IT.noPin}
        </p>
        {pin && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ latitude: '', longitude: '' })}>
            <X aria-hidden="true" className="size-4" />
            {IT.clearPin}
          </Button>
        )}
      </div>
      <LocationButton location={location} />
    </div>
  );
}
