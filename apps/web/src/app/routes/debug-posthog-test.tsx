import { TestEventsPanel } from '@/features/analytics/components/test-events-panel';
import { DebugPage } from '../layout/debug-page';

export default function DebugPosthogTestRoute() {
  return (
    <DebugPage title="PostHog test events" description="Send test events and see exactly what was sent.">
      <TestEventsPanel />
    </DebugPage>
  );
}
