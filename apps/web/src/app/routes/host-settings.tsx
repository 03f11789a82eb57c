import { SettingsPage } from '@/features/host-area/components/settings-page';
import { HostShell } from '@/features/host-area/components/host-shell';
import { ST } from '@/features/host-area/settings.texts';
import { PayoutsTab, ProfileTab } from '@/features/host-profile/components/settings-tabs';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

/** The host area's settings page with the host profile's forms in its first two tabs. */
export function HostSettings() {
  return (
    <SettingsPage
      profileTab={(settings) => <ProfileTab settings={settings} />}
      payoutsTab={(settings) => <PayoutsTab settings={settings} />}
    />
  );
}

export default function HostSettingsRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={ST.title} permission="settings">
      <HostSettings />
    </HostShell>
  );
}
