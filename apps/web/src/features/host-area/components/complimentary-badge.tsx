import { Gift } from 'lucide-react';
import { CT } from '../complimentary.texts';

/** Marks guest tickets the host gave (a complimentary order). */
export function ComplimentaryBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-inset ring-violet-200">
      <Gift aria-hidden="true" className="size-3.5" />
      {CT.complimentary}
    </span>
  );
}
