import { Map as MapIcon, MapPin, Navigation } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useDataSaver } from '@/lib/data-saver';
import { useHydrated } from '@/lib/use-hydrated';
import { useConfig } from '../api/get-config';
import { T } from '../texts';
import { formatCoordinates, mapsPlaceUrl, type TCoordinates } from '../lib/maps';
import { DirectionsLink, type EventMapProps } from './map-parts';

/**
 * The live map and the maps script's loader are a chunk of their own, fetched only when a maps key
 * is configured: without one (or with the data saver on) a phone never downloads them.
 */
const GoogleMap = lazy(() => import('./google-map'));

/** A map-like card drawn with CSS, used without a maps key or when the maps script fails. */
function StaticMapCard({ coordinates, title, location, address }: EventMapProps) {
  return (
    <div
      data-testid="event-map"
      className="relative h-[300px] overflow-hidden rounded-2xl border border-stone-200 bg-[#eef0e4]"
    >
      <div aria-hidden="true" className="absolute inset-0">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(120_113_108/0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgb(120_113_108/0.08)_1px,transparent_1px)] bg-[size:28px_28px]" />
        <div className="absolute -right-10 -top-12 size-48 rounded-full bg-emerald-200/70" />
        <div className="absolute -bottom-16 left-6 size-40 rounded-[40%] bg-emerald-200/60" />
        <div className="absolute -left-10 top-[18%] h-10 w-[70%] -rotate-6 rounded-full bg-sky-200/80" />
        <div className="absolute -left-8 top-[46%] h-3.5 w-[130%] -rotate-[8deg] bg-white shadow-sm" />
        <div className="absolute left-[58%] -top-8 h-[130%] w-3.5 rotate-[14deg] bg-white shadow-sm" />
        <div className="absolute left-[22%] -top-4 h-[120%] w-2 -rotate-[20deg] bg-white/90" />
        <div className="absolute -left-4 top-[74%] h-2 w-[120%] rotate-[4deg] bg-amber-100" />
        <div className="absolute left-1/2 top-[38%] -translate-x-1/2 -translate-y-full">
          <span className="absolute left-1/2 top-full size-10 -translate-x-1/2 -translate-y-1/2 animate-ping rounded-full bg-orange-500/25 motion-reduce:animate-none" />
          <MapPin className="relative size-10 fill-orange-600 text-white drop-shadow-md" strokeWidth={1.5} />
        </div>
      </div>
      <div className="absolute inset-x-3 bottom-3 flex flex-col gap-3 rounded-xl bg-white/95 p-4 shadow-lg backdrop-blur sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{location ?? title}</p>
          {address && <p className="truncate text-sm text-stone-600">{address}</p>}
          <p className="mt-0.5 font-mono text-xs text-stone-500">{formatCoordinates(coordinates)}</p>
        </div>
        <DirectionsLink
          coordinates={coordinates}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2"
        />
      </div>
    </div>
  );
}

/**
 * With the data saver on: a 'Show map' button and a plain link to Google Maps (the place's name
 * and address are already in the Location section above). No maps script (about 200 kB, and its
 * map tiles) loads until the button is pressed.
 */
function MapOnRequest({ coordinates, onShow }: { coordinates: TCoordinates; onShow: () => void }) {
  return (
    <div data-testid="event-map-on-request" className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <p className="text-sm text-stone-600">{T.map.mapOnRequest}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={onShow}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-full bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2"
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {T.map.showMap}
        </button>
        <a
          href={mapsPlaceUrl(coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 text-sm font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {T.map.openInMaps}
        </a>
      </div>
    </div>
  );
}

/**
 * The event's map with its 'Get directions' link. With a maps key (GET /api/config) the real map;
 * without one, or if the script fails, a static card: never a broken map. With the data saver on,
 * the map waits for a 'Show map' press (MapOnRequest).
 */
export function EventMap(props: EventMapProps) {
  const saveData = useDataSaver();
  const [requested, setRequested] = useState(false);
  if (saveData && !requested) return <MapOnRequest coordinates={props.coordinates} onShow={() => setRequested(true)} />;
  return <LiveMap {...props} />;
}

function LiveMap(props: EventMapProps) {
  const config = useConfig();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  const apiKey = config.data?.googleMapsApiKey;
  // The server drew the map as loading (it asks for no settings): so is it while the page is
  // hydrated, even when another part of the page has fetched the settings meanwhile.
  const hydrated = useHydrated();
  if (config.isPending || !hydrated) return <MapLoading />;
  if (!apiKey || failed) return <StaticMapCard {...props} />;
  return (
    <Suspense fallback={<MapLoading />}>
      <GoogleMap {...props} apiKey={apiKey} onFail={onFail} />
    </Suspense>
  );
}

/** The map's place while the settings, or the live map's code, are on their way. */
function MapLoading() {
  return (
    <div
      data-testid="event-map"
      className="flex h-[300px] items-center justify-center rounded-2xl border border-stone-200 bg-stone-100 text-sm text-stone-600"
      role="status"
    >
      {T.map.loading}
    </div>
  );
}
