import { HostShell } from '@/features/host-area/components/host-shell';
import { SettingsPage } from '@/features/host-area/components/settings-page';
import { ST } from '@/features/host-area/settings.texts';
import { Logo } from '../layout/logo';

export default function HostSettingsRoute() {
  return (
    <HostShell brand={<Logo />} title={ST.title} permission="settings">
      <SettingsPage />
    </HostShell>
  );
}
