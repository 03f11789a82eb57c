import { EventsPage } from '@/features/host-area/components/events-page';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostEventsRoute() {
  return (
    <HostRoute title={() => T.eventsTitle} permission="events">
      <EventsPage />
    </HostRoute>
  );
}
