import type { THostEventStatus } from '@tribe/contracts/host-area';
import { cn } from '@/lib/cn';
import { T } from '../texts';

const TONES = {
  draft: 'bg-stone-100 text-stone-700 ring-stone-300',
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  ended: 'bg-stone-100 text-stone-600 ring-stone-200',
} as const;

/** Draft, Live, Cancelled, or Ended (a live event whose last date is past). */
export function StatusBadge({ status, ended }: { status: THostEventStatus; ended: boolean }) {
  const shown = status === 'live' && ended ? 'ended' : status;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[shown],
      )}
    >
      {T.status[shown]}
    </span>
  );
}
