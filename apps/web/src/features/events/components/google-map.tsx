import { useEffect, useRef, useState } from 'react';
import { T } from '../texts';
import { loadGoogleMaps } from '../lib/google-maps';
import { MAP_ZOOM, NAIROBI_CENTRE } from '../lib/maps';
import { DirectionsLink, type EventMapProps } from './map-parts';

/** The live Google map: centred on the event, zoom 15, a marker and an info window (spec section 2). */
export default function GoogleMap({
  apiKey,
  onFail,
  ...props
}: EventMapProps & { apiKey: string; onFail: () => void }) {
  const { coordinates, title, location } = props;
  // Primitive dependencies, so a parent re-render does not rebuild the map.
  const lat = coordinates?.lat ?? NAIROBI_CENTRE.lat;
  const lng = coordinates?.lng ?? NAIROBI_CENTRE.lng;
  const element = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (cancelled || !element.current) return;
        const center = { lat, lng };
        const map = new maps.Map(element.current, {
          center,
          zoom: MAP_ZOOM,
          streetViewControl: false,
          mapTypeControl: false,
        });
        const marker = new maps.Marker({ position: center, map, title });
        const content = document.createElement('div');
        const heading = document.createElement('strong');
        heading.textContent = title;
        content.append(heading);
        if (location) {
          const line = document.createElement('div');
          line.textContent = location;
          content.append(line);
        }
        const info = new maps.InfoWindow({ content, ariaLabel: title });
        marker.addListener('click', () => info.open({ anchor: marker, map }));
        info.open({ anchor: marker, map });
        setLoaded(true);
      })
      .catch((err: unknown) => {
        // Spec section 8: a map script failure is logged only; the static card takes its place.
        console.error('Failed to load Google Maps', err);
        if (!cancelled) onFail();
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, lat, lng, title, location, onFail]);

  return (
    <div>
      <div
        data-testid="event-map"
        className="relative h-[300px] overflow-hidden rounded-2xl border border-stone-200 bg-stone-100"
      >
        <div ref={element} className="size-full" role="region" aria-label={T.map.mapOf(location ?? title)} />
        {!loaded && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-stone-600" role="status">
            <span
              className="size-4 animate-spin rounded-full border-2 border-orange-700 border-r-transparent"
              aria-hidden="true"
            />
            {T.map.loading}
          </div>
        )}
      </div>
      <DirectionsLink
        coordinates={coordinates}
        className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
      />
    </div>
  );
}
