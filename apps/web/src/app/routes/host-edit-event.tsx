import { useParams } from '@/lib/router';
import { EventFormPage } from '@/features/host-area/components/event-form-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { EventNotFound } from '@/features/host-area/components/page-states';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { eventIdParam } from './host-event-id';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostEditEventRoute() {
  useAreaTexts('host');
  const id = eventIdParam(useParams().eventId);
  return (
    <HostShell brand={<Logo />} title={T.editTitle} permission="events">
      {id === null ? <EventNotFound /> : <EventFormPage eventId={id} />}
    </HostShell>
  );
}
