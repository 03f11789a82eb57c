import { TeamPage } from '@/features/host-area/components/team-page';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostTeamManagementRoute() {
  return (
    <HostRoute title={() => T.teamManagementTitle} permission="team">
      <TeamPage manage />
    </HostRoute>
  );
}
