import { EventsPage } from '@/features/host-area/components/events-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostEventsRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.eventsTitle} permission="events">
      <EventsPage />
    </HostShell>
  );
}
