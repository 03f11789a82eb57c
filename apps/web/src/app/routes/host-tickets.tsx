import { OrdersPage } from '@/features/host-area/components/orders-page';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostTicketsRoute() {
  return (
    <HostRoute title={() => T.ordersTitle} permission="attendees">
      <OrdersPage />
    </HostRoute>
  );
}
