import { TeamPage } from '@/features/host-area/components/team-page';
import { T } from '@/features/host-area/texts';
import { HostRoute } from './host-route';

export default function HostTeamRoute() {
  return (
    <HostRoute title={() => T.teamTitle} permission="team">
      <TeamPage manage={false} />
    </HostRoute>
  );
}
