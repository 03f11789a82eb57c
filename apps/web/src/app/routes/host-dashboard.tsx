import { DashboardPage } from '@/features/host-area/components/dashboard-page';
import { DashboardTour } from '@/features/host-area/components/tours';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostDashboardRoute() {
  return (
    <HostRoute title={() => T.dashboardTitle} permission="dashboard">
      <DashboardPage />
      <DashboardTour />
    </HostRoute>
  );
}
