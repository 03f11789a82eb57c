import { SettingsPage } from '@/features/host-area/components/settings-page';
import { ST } from '@/features/host-area/settings.texts';
import { PayoutsTab, ProfileTab } from '@/features/host-profile/components/settings-tabs';
import { HostRoute } from './host-route';

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
  return (
    <HostRoute title={() => ST.title} permission="settings">
      <HostSettings />
    </HostRoute>
  );
}
