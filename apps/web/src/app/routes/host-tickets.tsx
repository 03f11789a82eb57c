import { HostShell } from '@/features/host-area/components/host-shell';
import { OrdersPage } from '@/features/host-area/components/orders-page';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostTicketsRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.ordersTitle} permission="attendees">
      <OrdersPage />
    </HostShell>
  );
}
