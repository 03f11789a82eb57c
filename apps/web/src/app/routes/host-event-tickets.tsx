import { useParams } from '@/lib/router';
import { EventTicketsPage } from '@/features/host-area/components/event-tickets-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { EventNotFound } from '@/features/host-area/components/page-states';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { eventIdParam } from './host-event-id';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostEventTicketsRoute() {
  useAreaTexts('host');
  const id = eventIdParam(useParams().eventId);
  return (
    <HostShell brand={<Logo />} title={T.ticketsTitle} permission="events">
      {id === null ? <EventNotFound /> : <EventTicketsPage eventId={id} />}
    </HostShell>
  );
}
