import { T } from '../texts';

const bar = 'animate-pulse rounded-full bg-stone-200';

/** Placeholder with the page's real proportions, so nothing jumps when the event arrives. */
export function EventDetailsSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="event-details-skeleton"
      className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-8"
    >
      <span className="sr-only">{T.loadingEvent}</span>
      <div aria-hidden="true" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          <div className="flex gap-2">
            <div className={`${bar} h-6 w-20`} />
            <div className={`${bar} h-6 w-24`} />
          </div>
          <div className={`${bar} mt-4 h-9 w-4/5 rounded-xl`} />
          <div className={`${bar} mt-3 h-5 w-1/2`} />
          <div className="mt-6 aspect-[16/9] w-full animate-pulse rounded-2xl bg-stone-200" />
          <div className="mt-8 space-y-3">
            <div className={`${bar} h-6 w-40 rounded-lg`} />
            <div className={`${bar} h-4 w-full`} />
            <div className={`${bar} h-4 w-11/12`} />
            <div className={`${bar} h-4 w-3/4`} />
          </div>
          <div className="mt-8 h-28 w-full animate-pulse rounded-2xl bg-stone-200" />
        </div>
        <div className="hidden lg:block">
          <div className="h-64 w-full animate-pulse rounded-2xl bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
