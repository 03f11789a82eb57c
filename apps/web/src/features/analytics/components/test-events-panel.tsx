import { Button } from '@/components/ui/button';
import { track } from '../analytics';
import { useAnalyticsStatus } from '../use-analytics-status';
import { SentEventsLog } from './sent-events-log';
import { StatusBadge } from '@/components/page/page-states';

const now = () => new Date().toISOString();

const TESTS: { label: string; send: () => void }[] = [
  {
    label: 'Send test event',
    send: () => track('test_event', { source: 'debug_posthog_test_page', timestamp: now() }),
  },
  {
    label: 'Send ticket click',
    send: () =>
      track('test_ticket_click', {
        eventId: 'demo-event',
        clickType: 'get_tickets_button',
        referrer: window.location.pathname,
      }),
  },
  {
    label: 'Send external click',
    send: () =>
      track('test_external_ticket_click', {
        eventId: 'demo-event',
        eventTitle: 'Demo event',
        externalUrl: 'https://example.com/tickets',
      }),
  },
  {
    label: 'Send 5 events in a row',
    send: () => {
      for (let i = 1; i <= 5; i++) track('test_burst_event', { index: i, timestamp: now() });
    },
  },
];

/** /debug/posthog-test: buttons that send test events, and a log of what went out. */
export function TestEventsPanel() {
  const s = useAnalyticsStatus();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="send-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="send-heading" className="text-lg font-semibold text-stone-900">
            Send events
          </h2>
          <StatusBadge tone={s.phase === 'ready' ? 'good' : 'neutral'}>
            {s.phase === 'ready' ? 'PostHog running' : 'PostHog off'}
          </StatusBadge>
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {TESTS.map((t) => (
            <Button key={t.label} variant="outline" onClick={t.send}>
              {t.label}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="log-heading">
        <h2 id="log-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Log
        </h2>
        <SentEventsLog events={s.sent} />
      </section>
    </div>
  );
}
