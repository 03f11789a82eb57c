import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { T } from '../texts';

/** The dialog is its own chunk: most visitors never open it, so the page does not carry it. */
const ReportEventDialog = lazy(() => import('./report-event-dialog'));

/** "Report this event" at the foot of an event page. */
export function ReportEventLink({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-medium text-stone-600 underline-offset-4 hover:text-stone-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
      >
        <Flag className="size-4" aria-hidden="true" />
        {T.report.link}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportEventDialog eventId={eventId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
