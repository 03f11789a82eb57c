import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { T } from '../texts';

/** The way back to the listing at the top of an event's page (the event's own, or one taken down). */
export function AllEventsLink() {
  return (
    <Link
      to="/events"
      className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {T.allEvents}
    </Link>
  );
}
