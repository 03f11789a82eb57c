import { TeamJoinPage } from '@/features/host-area/components/team-join-page';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostTeamJoinRoute() {
  useAreaTexts('host');
  return <TeamJoinPage brand={<Logo />} />;
}
