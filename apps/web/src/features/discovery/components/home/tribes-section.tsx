import { ExternalLink, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import type { TPublicTribe } from '@tribe/contracts';
import { catalogueDescription, catalogueName } from '@/i18n/catalogue-names';
import { useTribes } from '../../api/get-tribes';
import { T } from '../../home.texts';
import { TribeImage } from './tribe-image';

export const TRIBE_SECTION_ID = 'find-your-tribe-section';

/** Find your tribe: community chat groups (spec section 2). The header links here by id. */
export function TribesSection({ tribes: given }: { tribes?: readonly TPublicTribe[] }) {
  const query = useTribes();
  const tribes = given ?? query.data ?? [];
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Arriving at /#find-your-tribe-section: the page renders after the browser tried to scroll.
  useEffect(() => {
    if (hash === `#${TRIBE_SECTION_ID}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section
      ref={ref}
      id={TRIBE_SECTION_ID}
      data-section="tribes"
      aria-labelledby="tribes-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-14 pb-16 lg:px-8 lg:pt-20 lg:pb-24"
    >
      <h2 id="tribes-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {T.tribes.title}
      </h2>
      <p className="mt-1 max-w-2xl text-stone-600">{T.tribes.text}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tribes.map((tribe) => {
          const name = catalogueName(tribe);
          return (
            <li
              key={tribe.id}
              data-testid="tribe-card"
              className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
            >
              <TribeImage
                tribe={tribe}
                width={480}
                height={300}
                className="size-20 shrink-0 rounded-xl text-xl sm:aspect-[16/10] sm:size-auto sm:w-full sm:rounded-none sm:text-3xl"
              />
              <div className="flex min-w-0 flex-1 flex-col sm:p-4">
                <h3 className="font-semibold text-stone-900">{name}</h3>
                <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-stone-600 sm:mt-1">
                  <Users aria-hidden className="size-4" />
                  {T.tribes.members(tribe.members)}
                </p>
                <p className="mt-1.5 line-clamp-2 flex-1 text-sm text-stone-700 sm:mt-2 sm:line-clamp-none">
                  {catalogueDescription(tribe)}
                </p>
                <a
                  href={tribe.chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex h-9 items-center justify-center gap-2 self-start rounded-full bg-orange-50 px-4 text-sm font-semibold text-orange-800 ring-1 ring-orange-200 transition-colors hover:bg-orange-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 sm:mt-4 sm:h-10 sm:self-stretch"
                  data-testid="tribe-join"
                >
                  {T.tribes.join}
                  <span className="sr-only">{T.tribes.joinOpensInNewTab(name)}</span>
                  <ExternalLink aria-hidden className="size-4" />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
