import { EventsListingPage } from '@/features/discovery/components/listing/events-listing-page';

/** /events: the event listing with filters (spec section 2). */
export default function EventsRoute() {
  return <EventsListingPage />;
}
