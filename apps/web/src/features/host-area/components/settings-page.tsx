import type { THostSettings } from '@tribe/contracts/host-settings';
import type { ReactNode } from 'react';
import { useSearchParams } from '@/lib/router';
import { LoadError, PageHeading, Skeleton } from '@/components/page/page-states';
import { cn } from '@/lib/cn';
import { statusOf } from '@/lib/host-api';
import { useHostSettings } from '../api/settings';
import { ST } from '../settings.texts';
import { NoAccess } from './host-shell';
import { BalancesSection } from './settings-balances';

export const SETTINGS_TABS = ['profile', 'payouts', 'balances'] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The host's settings (/host/settings, owner only) in three tabs (?tab=profile|payouts|balances):
 * the vendor profile and logo; payout details (the payout method and the identity a payout
 * needs, numbers only ever shown masked); balances per event from the ledger, payout requests
 * and their history.
 */
export function SettingsPage({
  profileTab,
  payoutsTab,
}: {
  /** The profile and payout details tabs' content (the host-profile feature's forms), given the settings. */
  profileTab: (settings: THostSettings) => ReactNode;
  payoutsTab: (settings: THostSettings) => ReactNode;
}) {
  const settings = useHostSettings();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TSettingsTab = (SETTINGS_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as TSettingsTab)
    : 'profile';
  const go = (t: TSettingsTab) => setParams(t === 'profile' ? {} : { tab: t }, { replace: true });
  if (statusOf(settings.error) === 403) return <NoAccess />;

  return (
    <>
      <PageHeading title={ST.title} />
      <div
        role="tablist"
        aria-label={ST.tabsLabel}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
      >
        {SETTINGS_TABS.map((t) => (
          <button
            key={t}
            id={`settings-tab-${t}`}
            role="tab"
            type="button"
            aria-selected={t === tab}
            aria-controls={`settings-panel-${t}`}
            onClick={() => go(t)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
              t === tab ? 'border-orange-600 text-stone-900' : 'border-transparent text-stone-500 hover:text-stone-800',
            )}
          >
            {ST.tabs[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        className="pt-5 sm:pt-6"
      >
        {tab === 'balances' ? (
          <BalancesSection settings={settings.data} onCompleteDetails={() => go('payouts')} />
        ) : settings.isPending ? (
          <div className="grid gap-5">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : settings.error ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : tab === 'profile' ? (
          profileTab(settings.data)
        ) : (
          payoutsTab(settings.data)
        )}
      </div>
    </>
  );
}
