import { TeamJoinPage } from '@/features/host-area/components/team-join-page';
import { Logo } from '../layout/logo';

export default function HostTeamJoinRoute() {
  return <TeamJoinPage brand={<Logo />} />;
}
