import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { track, type TAnalyticsPhase } from '../analytics';
import { useAnalyticsStatus } from '../use-analytics-status';
import { SentEventsLog } from './sent-events-log';
import { StatusBadge } from '@/components/page/page-states';

const phaseLabel: Record<TAnalyticsPhase, [string, 'good' | 'bad' | 'neutral' | 'busy']> = {
  idle: ['Not started', 'neutral'],
  loading: ['Starting…', 'busy'],
  ready: ['Initialised', 'good'],
  off: ['Off (not configured)', 'neutral'],
  failed: ['Failed', 'bad'],
};

const yesNo = (v: boolean) => <StatusBadge tone={v ? 'good' : 'bad'}>{v ? 'Yes' : 'No'}</StatusBadge>;

/** /debug/posthog: is analytics configured and running, and does a test event go out? */
export function AnalyticsStatusPanel() {
  const s = useAnalyticsStatus();
  const [label, tone] = phaseLabel[s.phase];
  const rows: [string, ReactNode][] = [
    ['Configuration loaded', yesNo(s.configLoaded)],
    ['API key present', yesNo(s.hasApiKey)],
    [
      'Host present',
      s.hasHost ? (
        <span className="flex flex-wrap items-center gap-2">
          {yesNo(true)}
          <code className="break-all text-xs text-stone-600">{s.host}</code>
        </span>
      ) : (
        yesNo(false)
      ),
    ],
    ['PostHog', <StatusBadge tone={tone}>{label}</StatusBadge>],
    [
      'Last error',
      s.error ? (
        <span className="text-sm text-red-700">{s.error}</span>
      ) : (
        <span className="text-sm text-stone-600">None</span>
      ),
    ],
  ];
  return (
    <div className="grid gap-8">
      <section aria-labelledby="status-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="status-heading" className="text-lg font-semibold text-stone-900">
          Status
        </h2>
        <dl className="mt-4 divide-y divide-stone-100">
          {rows.map(([k, v]) => (
            <div key={k} className="flex items-center justify-between gap-4 py-3">
              <dt className="text-sm font-medium text-stone-700">{k}</dt>
              <dd className="text-right">{v}</dd>
            </div>
          ))}
        </dl>
        <Button
          className="mt-5"
          onClick={() =>
            track('debug_test_event', { source: 'debug_posthog_page', timestamp: new Date().toISOString() })
          }
        >
          <Send aria-hidden="true" className="size-4" />
          Send test event
        </Button>
        {s.phase !== 'ready' && (
          <p className="mt-3 text-sm text-stone-600">
            Analytics is not running, so test events are only recorded below. Set the PostHog key and host on the server
            to turn it on.
          </p>
        )}
      </section>
      <section aria-labelledby="log-heading">
        <h2 id="log-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Events sent from this tab
        </h2>
        <SentEventsLog events={s.sent} />
      </section>
    </div>
  );
}
