import type { TEvent } from '@tribe/contracts';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { T } from '../event-card.texts';
import { toggleSaved, useIsSaved } from '../saved-events';

type TSaveable = Pick<TEvent, 'id' | 'externalId' | 'title' | 'imageUrl' | 'startDate' | 'timeZone' | 'location'>;

/** Heart toggle that keeps the event on this device's saved list (/saved). */
export function SaveEventButton({ event, className }: { event: TSaveable; className?: string }) {
  const saved = useIsSaved(event.id);
  const label = saved ? T.removeFromSaved : T.saveEvent;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      title={label}
      data-testid="save-event-button"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggleSaved(event);
      }}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm ring-1 ring-stone-900/10 backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 active:scale-95',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn('size-5 transition-colors', saved ? 'fill-orange-700 text-orange-700' : 'fill-transparent')}
        strokeWidth={2}
      />
    </button>
  );
}
