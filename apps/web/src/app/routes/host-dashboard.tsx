import { DashboardPage } from '@/features/host-area/components/dashboard-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { DashboardTour } from '@/features/host-area/components/tours';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostDashboardRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.dashboardTitle} permission="dashboard">
      <DashboardPage />
      <DashboardTour />
    </HostShell>
  );
}
