import { AnalyticsStatusPanel } from '@/features/analytics/components/analytics-status-panel';
import { DebugPage } from '../layout/debug-page';

export default function DebugPosthogRoute() {
  return (
    <DebugPage title="PostHog status" description="Whether analytics is configured and running in this tab.">
      <AnalyticsStatusPanel />
    </DebugPage>
  );
}
