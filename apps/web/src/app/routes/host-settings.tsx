import { HostShell } from '@/features/host-area/components/host-shell';
import { SettingsPage } from '@/features/host-area/components/settings-page';
import { ST } from '@/features/host-area/settings.texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/texts';

export default function HostSettingsRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={ST.title} permission="settings">
      <SettingsPage />
    </HostShell>
  );
}
