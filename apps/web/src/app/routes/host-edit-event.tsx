import { EventFormPage } from '@/features/host-area/components/event-form-page';
import { T } from '@/features/host-area/texts';
import { HostEventRoute } from './host-route';

export default function HostEditEventRoute() {
  return <HostEventRoute title={() => T.editTitle} permission="events" page={(id) => <EventFormPage eventId={id} />} />;
}
