import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { TPublicTribe } from '@tribe/contracts';
import { catalogueName } from '@/i18n/catalogue-names';
import { useTribes } from '../../api/get-tribes';
import { T } from '../../home.texts';
import { useInterval } from '../../hooks/use-interval';
import { TribeImage } from './tribe-image';

/** Spec section 2: the mobile tribe strip shows 4 tribes at a time and advances every 3 s. */
export const TRIBE_STRIP_VISIBLE = 4;
export const TRIBE_STRIP_MS = 3000;

/** The `size` tribes starting at `start`, wrapping around the list. */
export function tribeWindow<T>(items: readonly T[], start: number, size: number): T[] {
  if (items.length <= size) return [...items];
  return Array.from({ length: size }, (_, k) => items[(start + k) % items.length] as T);
}

/** Below md only: a quick row of community chats, moving one step every 3 s. */
export function MobileTribeStrip({ tribes: given }: { tribes?: readonly TPublicTribe[] }) {
  const query = useTribes();
  const tribes = given ?? query.data ?? [];
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  useInterval(
    () => setStart((s) => (s + 1) % tribes.length),
    TRIBE_STRIP_MS,
    !paused && tribes.length > TRIBE_STRIP_VISIBLE,
  );
  const visible = tribeWindow(tribes, start, TRIBE_STRIP_VISIBLE);

  return (
    <section
      data-section="tribe-strip"
      aria-labelledby="tribe-strip-title"
      className="mx-auto max-w-7xl px-4 pb-6 md:hidden"
      data-testid="mobile-tribe-strip"
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="flex items-center justify-between">
        <h2 id="tribe-strip-title" className="text-base font-bold text-stone-900">
          {T.tribes.title}
        </h2>
        <a
          href="#find-your-tribe-section"
          className="inline-flex items-center gap-0.5 rounded text-sm font-semibold text-orange-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          {T.tribes.seeAll}
          <ChevronRight aria-hidden className="size-4" />
        </a>
      </div>
      <ul className="mt-3 grid grid-cols-4 gap-2">
        {visible.map((tribe) => (
          <li key={tribe.id} data-testid="tribe-strip-item" data-tribe-id={tribe.id}>
            <a
              href={tribe.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex flex-col items-center gap-1.5 rounded-2xl p-1 text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <TribeImage
                tribe={tribe}
                width={64}
                height={64}
                className="size-16 rounded-full ring-2 ring-white shadow-md"
              />
              <span className="line-clamp-2 text-xs leading-tight font-medium text-stone-800">
                {catalogueName(tribe)}
              </span>
              <span className="sr-only">{T.tribes.opensChat}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
