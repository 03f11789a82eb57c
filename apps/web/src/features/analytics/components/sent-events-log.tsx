import type { TSentEvent } from '../analytics';
import { StatusBadge } from '@/components/page/page-states';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour12: false });

/** What track() was asked to send in this tab, newest first. */
export function SentEventsLog({ events }: { events: TSentEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
        No events sent yet.
      </p>
    );
  }
  return (
    <ol className="grid gap-2" aria-label="Sent events" data-testid="sent-events">
      {events.map((e) => (
        <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-3">
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm font-semibold text-stone-900">{e.event}</code>
            <StatusBadge tone={e.delivered ? 'good' : 'neutral'}>
              {e.delivered ? 'Sent to PostHog' : 'Not sent: analytics off'}
            </StatusBadge>
            <span className="ml-auto text-xs tabular-nums text-stone-600">{time(e.at)}</span>
          </div>
          {Object.keys(e.properties).length > 0 && (
            <pre className="relative mt-2 overflow-x-auto rounded-lg bg-stone-50 p-2 text-xs text-stone-700">
              {JSON.stringify(e.properties, null, 2)}
            </pre>
          )}
        </li>
      ))}
    </ol>
  );
}
