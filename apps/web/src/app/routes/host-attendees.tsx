import { AttendeesPage } from '@/features/host-area/components/attendees-page';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostAttendeesRoute() {
  return (
    <HostRoute title={() => T.attendeesTitle} permission="attendees">
      <AttendeesPage />
    </HostRoute>
  );
}
