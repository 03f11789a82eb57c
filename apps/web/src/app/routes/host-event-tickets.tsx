import { EventTicketsPage } from '@/features/host-area/components/event-tickets-page';
import { T } from '@/features/host-area/texts';
import { HostEventRoute } from './host-route';

export default function HostEventTicketsRoute() {
  return (
    <HostEventRoute title={() => T.ticketsTitle} permission="events" page={(id) => <EventTicketsPage eventId={id} />} />
  );
}
