import type { TCheckInOutcome } from '@tribe/contracts/host-area';
import { AlertTriangle, CheckCircle2, CloudOff, XCircle } from 'lucide-react';
import { getLocale } from '@/i18n/i18n';
import { instantTime } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { TDoorResult } from '../hooks/use-door';
import { toneOf } from '../lib/door-feedback';
import { T } from '../texts';

const TONE = {
  good: { box: 'border-emerald-600 bg-emerald-600 text-white', Icon: CheckCircle2 },
  warn: { box: 'border-amber-500 bg-amber-400 text-stone-950', Icon: AlertTriangle },
  bad: { box: 'border-red-700 bg-red-700 text-white', Icon: XCircle },
} as const;

/** The time of a check-in today ('7:05 PM', '19:05'), with its day otherwise ('5 Dec, 7:05 PM'). */
const when = (iso: string) => {
  const d = new Date(iso);
  const time = instantTime(iso) ?? '';
  const day = d.toLocaleDateString(getLocale() === 'en' ? 'en-GB' : 'sw-KE', { day: 'numeric', month: 'short' });
  return d.toDateString() === new Date().toDateString() ? time : `${day}, ${time}`;
};

/**
 * The answer to one scan, big enough to read at arm's length: green to admit, amber to look
 * again (already in, another date), red to refuse (another event, refunded, cancelled, forged,
 * unknown). Announced to screen readers as it changes.
 */
export function OutcomeCard({ result }: { result: TDoorResult }) {
  const outcome: TCheckInOutcome = result.outcome;
  const { box, Icon } = TONE[toneOf(outcome)];
  return (
    <div data-outcome={outcome} data-testid="outcome" className={cn('rounded-2xl border-4 p-5 shadow-lg sm:p-6', box)}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="size-10 shrink-0 sm:size-12" />
        <div className="min-w-0">
          <p className="text-2xl font-extrabold leading-tight sm:text-3xl">{T.door.outcomeTitle[outcome]}</p>
          <p className="mt-1 text-base font-medium opacity-95">{T.door.outcomeText[outcome]}</p>
        </div>
      </div>
      {result.ticket && (
        <dl className="mt-4 grid gap-1 text-lg">
          <div>
            <dt className="sr-only">{T.attendee}</dt>
            <dd className="font-bold">{result.ticket.attendeeName ?? T.noName}</dd>
          </div>
          <div>
            <dt className="sr-only">{T.ticketType}</dt>
            <dd>
              {result.ticket.ticketTypeName}{' '}
              <span className="font-mono text-sm opacity-80">{T.codeEnding(result.ticket.code.slice(-6))}</span>
            </dd>
          </div>
        </dl>
      )}
      {outcome === 'already_checked_in' && result.checkedInAt && (
        <p className="mt-3 text-lg font-semibold">
          {T.door.firstCheckIn(when(result.checkedInAt), result.checkedInBy ?? null)}
        </p>
      )}
      {result.offline && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium opacity-90">
          <CloudOff aria-hidden="true" className="size-4" />
          {T.door.checkedOffline}
        </p>
      )}
    </div>
  );
}
