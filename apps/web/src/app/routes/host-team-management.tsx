import { HostShell } from '@/features/host-area/components/host-shell';
import { TeamPage } from '@/features/host-area/components/team-page';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostTeamManagementRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.teamManagementTitle} permission="team">
      <TeamPage manage />
    </HostShell>
  );
}
