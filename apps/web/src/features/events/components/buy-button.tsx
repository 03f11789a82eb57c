import { Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** 'Get Tickets', or a disabled grey 'Event Started' once the event has started (spec section 4). */
export function BuyButton({
  started,
  onBuy,
  className,
  fullWidth = true,
}: {
  started: boolean;
  onBuy: () => void;
  className?: string;
  fullWidth?: boolean;
}) {
  return (
    <Button size="lg" disabled={started} onClick={onBuy} className={cn(fullWidth && 'w-full', className)}>
      {!started && <Ticket className="size-5" aria-hidden="true" />}
      {started ? 'Event Started' : 'Get Tickets'}
    </Button>
  );
}
