import { Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { T } from '../texts';
import { preloadBuyDialogs } from './buy-dialogs';

/**
 * 'Get Tickets'; a disabled grey 'Event Started' once the event is under way (spec section 4);
 * a disabled 'Event Ended' once its last date is over (isEventEnded); a disabled 'Event Cancelled'
 * once its host cancelled it.
 */
export function BuyButton({
  started,
  ended = false,
  cancelled = false,
  onBuy,
  className,
  fullWidth = true,
}: {
  started: boolean;
  ended?: boolean;
  cancelled?: boolean;
  onBuy: () => void;
  className?: string;
  fullWidth?: boolean;
}) {
  const closed = started || ended || cancelled;
  return (
    <Button
      size="lg"
      disabled={closed}
      onClick={onBuy}
      // The dialogs' code, fetched as the press begins (see buy-dialogs.tsx).
      onPointerEnter={preloadBuyDialogs}
      onPointerDown={preloadBuyDialogs}
      onFocus={preloadBuyDialogs}
      className={cn(fullWidth && 'w-full', className)}
    >
      {!closed && <Ticket className="size-5" aria-hidden="true" />}
      {cancelled ? T.buy.cancelled : ended ? T.buy.ended : started ? T.buy.started : T.buy.getTickets}
    </Button>
  );
}

/** The 'Event ended' badge beside a finished event's title. */
export function EndedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800',
        className,
      )}
    >
      {T.buy.endedBadge}
    </span>
  );
}
