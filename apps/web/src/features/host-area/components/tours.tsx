import { can, type THostRole } from '@tribe/contracts/host-area';
import { Compass, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { quietRowClass } from '@/components/layout/area-shell';
import { cn } from '@/lib/cn';
import { useHostEvents } from '../api/events';
import {
  currentPageTour,
  hasDeviceScanned,
  registerPageTour,
  resetTours,
  shouldAutoStart,
  startTour,
  useTourState,
  type TTourId,
} from '../lib/tours';
import { TOUR_T } from '../tours.texts';

// The card and its steps load only when a tour opens: a returning host never fetches them.
const TourPopover = lazy(() => import('./tour-popover'));

/**
 * A page's guided tour: shows it while it is the open tour, and opens it by itself once `isNew`
 * says the page is new to this person (undefined while that is not known yet) and the tour was
 * neither completed nor skipped in this session (lib/tours.ts).
 */
export function PageTour({ tour, isNew }: { tour: TTourId; isNew: boolean | undefined }) {
  const state = useTourState();
  useEffect(() => registerPageTour(tour), [tour]);
  useEffect(() => {
    if (isNew !== undefined && shouldAutoStart(tour, isNew)) startTour(tour);
  }, [tour, isNew]);
  if (!state.active || state.currentTour !== tour) return null;
  return (
    <Suspense fallback={null}>
      <TourPopover tour={tour} />
    </Suspense>
  );
}

/** A host with no events yet is new to the dashboard and the event form; undefined while loading. */
function useNoEventsYet(): boolean | undefined {
  const events = useHostEvents();
  return events.isSuccess ? events.data.length === 0 : undefined;
}

/** The dashboard's tour: by itself for a host with no events yet. */
export function DashboardTour() {
  return <PageTour tour="dashboard" isNew={useNoEventsYet()} />;
}

/** The event form's tour: by itself for a host with no events yet (a returning host knows the form). */
export function CreateEventTour() {
  return <PageTour tour="create-event" isNew={useNoEventsYet()} />;
}

/** The door's tour: by itself on a device that has never checked a ticket in. */
export function CheckInTour() {
  return <PageTour tour="check-in" isNew={!hasDeviceScanned()} />;
}

/** "Take the tour" on a page: replays its tour whether or not it was completed. `compact`: a text link. */
export function TakeTourButton({ tour, compact, className }: { tour: TTourId; compact?: boolean; className?: string }) {
  const label = TOUR_T.takeTourOf(TOUR_T.names[tour]);
  if (compact)
    return (
      <button
        type="button"
        aria-label={label}
        onClick={() => startTour(tour)}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-stone-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-orange-600',
          className,
        )}
      >
        <Compass aria-hidden="true" className="size-4" />
        {TOUR_T.takeTour}
      </button>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('shrink-0', className)}
      aria-label={label}
      onClick={() => startTour(tour)}
    >
      <Compass aria-hidden="true" className="size-4" />
      {TOUR_T.takeTour}
    </Button>
  );
}

/**
 * "Show tours again" in the host shell's menu: forgets the completed tours (the spec's reset) and
 * shows one now: this page's, or else the first tour the role may use, on its page.
 */
export function ShowToursAgainButton({
  role,
  onDone,
  className,
}: {
  role: THostRole;
  onDone?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = () => {
    resetTours();
    onDone?.();
    const here = currentPageTour();
    const target: { to: string | null; tour: TTourId } | null = here
      ? { to: null, tour: here }
      : can(role, 'dashboard')
        ? { to: '/host/dashboard', tour: 'dashboard' }
        : can(role, 'checkIn')
          ? { to: '/host/validate-tickets', tour: 'check-in' }
          : null;
    if (!target) {
      toast({ title: TOUR_T.toursBack, description: TOUR_T.toursBackText });
      return;
    }
    if (target.to) navigate(target.to);
    // After the menu that was open has closed and given the focus back.
    setTimeout(() => startTour(target.tour), 0);
  };
  return (
    <button type="button" onClick={onClick} className={cn(quietRowClass, className)}>
      <RotateCcw aria-hidden="true" className="size-4" />
      {TOUR_T.showToursAgain}
    </button>
  );
}
