import type { TEvent } from '@tribe/contracts';
import { CalendarDays, MapPin, Search, TrendingUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { useEvents } from '../../api/get-events';
import { cardDateText } from '../../card-date';
import { HERO_EVENTS_PARAMS } from '../../home-queries';
import { useInterval } from '../../hooks/use-interval';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { eventPath } from '../event-card';
import { EventImage } from '../event-image';
import { T } from '../../home.texts';
import { CreateEventButton } from './create-event-button';

/**
 * Spec section 2: the headline word toggles every 3 s, the top events rotate every 4 s. With the
 * data saver on, neither starts (the buttons still switch events), and only the event on show
 * has its picture loaded.
 */
export const HERO_WORD_MS = 3000;
export const HERO_EVENT_MS = 4000;
const HERO_WORD_COUNT = 2;

function HeroWord() {
  const [i, setI] = useState(0);
  const ref = useRef<HTMLSpanElement>(null);
  const reduced = useReducedMotion();
  const saveData = useDataSaver();
  useInterval(() => setI((n) => (n + 1) % HERO_WORD_COUNT), HERO_WORD_MS, !saveData);
  const mounted = useRef(false);
  useEffect(() => {
    // Animate each change of word, not the first render.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (reduced) return;
    ref.current?.animate?.(
      [
        { opacity: 0, transform: 'translateY(0.3em)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 350, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
  }, [i, reduced]);
  return (
    <span ref={ref} data-testid="hero-word" className="inline-block text-orange-700">
      {i === 0 ? T.hero.wordFind : T.hero.wordCreate}
    </span>
  );
}

export function Hero() {
  const { data, isPending } = useEvents(HERO_EVENTS_PARAMS);
  const top = (data?.events ?? []).slice(0, 3);
  return (
    <section
      data-section="hero"
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-orange-50 via-stone-50 to-stone-50"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-orange-200/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute top-40 -left-32 size-80 rounded-full bg-amber-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 pt-8 pb-10 sm:pt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-16 lg:pb-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-xs font-semibold tracking-wide text-orange-800 uppercase ring-1 ring-orange-200">
            <span aria-hidden className="size-1.5 rounded-full bg-orange-600" />
            {T.hero.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-4 text-4xl leading-[1.05] font-black tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            <HeroWord />
            {T.hero.titleRest}
          </h1>
          <p className="mt-4 max-w-xl text-base text-stone-600 sm:text-lg">{T.hero.subtitle}</p>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Link
              to="/events"
              className={buttonClass('primary', 'lg', 'px-3 text-[15px] whitespace-nowrap sm:px-6 sm:text-base')}
            >
              <Search aria-hidden className="hidden size-5 sm:block" />
              {T.hero.discoverEvents}
            </Link>
            <CreateEventButton className="px-3 text-[15px] whitespace-nowrap sm:px-6 sm:text-base" />
          </div>
        </div>
        <HeroEvents events={top} loading={isPending} />
      </div>
    </section>
  );
}

function HeroEvents({ events, loading }: { events: TEvent[]; loading: boolean }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = events.length;
  const index = count ? active % count : 0;
  const saveData = useDataSaver();
  useInterval(() => setActive((n) => (n + 1) % Math.max(count, 1)), HERO_EVENT_MS, count > 1 && !paused && !saveData);

  if (loading) {
    return (
      <div aria-hidden className="flex flex-col gap-3" data-testid="hero-events-loading">
        <div className="aspect-[16/10] animate-pulse rounded-3xl bg-stone-200 motion-reduce:animate-none" />
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  }
  if (count === 0) return null;

  return (
    <div
      className="flex flex-col gap-3"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-stone-200 shadow-xl ring-1 ring-stone-900/5">
        {events.map((event, i) => {
          const current = i === index;
          return (
            <Link
              key={event.id}
              to={eventPath(event)}
              aria-hidden={!current}
              inert={!current}
              tabIndex={current ? undefined : -1}
              data-testid={current ? 'hero-event' : undefined}
              className={cn(
                'absolute inset-0 block transition-opacity duration-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-orange-600 focus-visible:ring-inset motion-reduce:transition-none',
                current ? 'z-10 opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              {(current || !saveData) && (
                <EventImage src={event.imageUrl} alt="" priority={i === 0} width={960} height={600} />
              )}
              <div className="absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/25 to-transparent" />
              <div className="absolute inset-x-0 bottom-0 p-5 text-white sm:p-6">
                <p className="inline-flex items-center gap-1.5 rounded-full bg-orange-700 px-2.5 py-1 text-xs font-semibold">
                  <TrendingUp aria-hidden className="size-3.5" />
                  {T.hero.trending(i + 1)}
                </p>
                <h2
                  className="mt-2 line-clamp-2 text-xl font-bold text-balance sm:text-2xl"
                  data-testid="hero-event-title"
                >
                  {event.title}
                </h2>
                <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/90">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden className="size-4" />
                    {cardDateText(event)}
                  </span>
                  {event.location && (
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin aria-hidden className="size-4" />
                      {event.location}
                    </span>
                  )}
                </p>
              </div>
            </Link>
          );
        })}
      </div>
      {count > 1 && (
        <ol className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={T.hero.topEvents}>
          {events.map((event, i) => (
            <li key={event.id}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={T.hero.showEvent(event.title)}
                data-testid="hero-event-option"
                className={cn(
                  'flex w-full items-center gap-2 rounded-2xl bg-white p-1.5 text-left shadow-sm ring-1 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
                  i === index ? 'ring-2 ring-orange-600' : 'ring-stone-200 hover:ring-stone-300',
                )}
              >
                <span className="relative hidden size-11 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:block">
                  <EventImage src={event.imageUrl} alt="" width={88} height={88} />
                </span>
                <span className="line-clamp-2 px-1 text-xs leading-tight font-semibold text-stone-800">
                  {event.title}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
