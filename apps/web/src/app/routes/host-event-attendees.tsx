import { AttendeesPage } from '@/features/host-area/components/attendees-page';
import { T } from '@/features/host-area/texts';
import { HostEventRoute } from './host-route';

export default function HostEventAttendeesRoute() {
  return (
    <HostEventRoute
      title={() => T.attendeesTitle}
      permission="attendees"
      page={(id) => <AttendeesPage eventId={id} />}
    />
  );
}
