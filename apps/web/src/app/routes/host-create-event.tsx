import { EventFormPage } from '@/features/host-area/components/event-form-page';
import { CreateEventTour } from '@/features/host-area/components/tours';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostCreateEventRoute() {
  return (
    <HostRoute title={() => T.createTitle} permission="events">
      <EventFormPage eventId={null} />
      <CreateEventTour />
    </HostRoute>
  );
}
