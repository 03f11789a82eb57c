import { CalendarSearch, CloudOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { T } from '../../discovery.texts';

/** Listing empty state (spec section 8). */
export function ListingEmpty({ onClearAll }: { onClearAll: () => void }) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center"
      data-testid="listing-empty"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-orange-50 text-orange-700">
        <CalendarSearch aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{T.empty.title}</h3>
      <p className="mt-2 max-w-md text-sm text-stone-600">{T.empty.text}</p>
      <Button className="mt-6" onClick={onClearAll}>
        {T.empty.clearAll}
      </Button>
    </div>
  );
}

/** The listing could not be loaded: say so plainly and offer a retry. */
export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center"
      data-testid="listing-error"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <CloudOff aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{T.error.title}</h3>
      <p className="mt-2 max-w-md text-sm text-stone-600">{T.error.text}</p>
      <Button className="mt-6" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? T.error.retrying : T.error.retry}
      </Button>
    </div>
  );
}
