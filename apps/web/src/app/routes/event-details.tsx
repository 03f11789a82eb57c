import { useParams } from '@/lib/router';
import { EventDetailsPage } from '@/features/events/components/event-details-page';

/** /events/{id}: id is the numeric id, the externalId or a legacy alias code (spec section 2). */
export default function EventDetailsRoute() {
  const { id = '' } = useParams();
  return <EventDetailsPage key={id} id={id} />;
}
