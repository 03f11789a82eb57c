import { Navigation } from 'lucide-react';
import { T } from '../texts';
import { directionsUrl, type TCoordinates } from '../lib/maps';

export interface EventMapProps {
  coordinates: TCoordinates;
  title: string;
  location: string | null;
  address: string | null;
}

/** 'Get directions': under the live map, and on the static card. */
export function DirectionsLink({ coordinates, className }: { coordinates: TCoordinates; className: string }) {
  return (
    <a href={directionsUrl(coordinates)} target="_blank" rel="noopener noreferrer" className={className}>
      <Navigation className="size-4" aria-hidden="true" />
      {T.map.getDirections}
    </a>
  );
}
