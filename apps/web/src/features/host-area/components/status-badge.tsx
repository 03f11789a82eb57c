import type { THostEventStatus } from '@tribe/contracts/host-area';
import { StatusBadge as Badge, type TBadgeTone } from '@/components/page/page-states';
import { T } from '../texts';

const TONES: Record<THostEventStatus | 'ended', TBadgeTone> = {
  draft: 'neutral',
  live: 'good',
  cancelled: 'bad',
  ended: 'muted',
};

/** Draft, Live, Cancelled, or Ended (a live event whose last date is past). */
export function StatusBadge({ status, ended }: { status: THostEventStatus; ended: boolean }) {
  const shown = status === 'live' && ended ? 'ended' : status;
  return <Badge tone={TONES[shown]}>{T.status[shown]}</Badge>;
}
