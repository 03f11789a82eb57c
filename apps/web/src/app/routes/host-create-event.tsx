import { EventFormPage } from '@/features/host-area/components/event-form-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { CreateEventTour } from '@/features/host-area/components/tours';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostCreateEventRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.createTitle} permission="events">
      <EventFormPage eventId={null} />
      <CreateEventTour />
    </HostShell>
  );
}
