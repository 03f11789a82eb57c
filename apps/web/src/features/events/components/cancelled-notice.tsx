import { CalendarX2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { UT } from '../unavailable.texts';

/** What a cancelled event's page says above its title: cancelled, and that buyers are refunded without asking. */
export function CancelledNotice({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900', className)}
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{UT.cancelled.title}</p>
        <p className="mt-0.5 text-sm">{UT.cancelled.text}</p>
      </div>
    </div>
  );
}
