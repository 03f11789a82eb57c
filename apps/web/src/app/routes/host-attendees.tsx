import { AttendeesPage } from '@/features/host-area/components/attendees-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostAttendeesRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={T.attendeesTitle} permission="attendees">
      <AttendeesPage />
    </HostShell>
  );
}
