import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dataSaverImageUrl } from '@tribe/contracts/image-variants';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { HOME_CAROUSEL_IMAGES, type TCarouselImage } from '../../content';
import { T } from '../../home.texts';
import { useInterval } from '../../hooks/use-interval';

/** Spec section 2: auto-advance every 4 s; images preloaded one by one, 500 ms apart. */
export const CAROUSEL_MS = 4000;
export const CAROUSEL_PRELOAD_STAGGER_MS = 500;
/** The widest the carousel is drawn (CSS pixels), for the data saver's picture copies. */
const CAROUSEL_BOX_WIDTH = 1200;

/** The next usable slide after `from` in `direction`, skipping failed images; `from` if none. */
export function nextSlide(from: number, direction: 1 | -1, count: number, failed: ReadonlySet<number>): number {
  for (let step = 1; step <= count; step++) {
    const i = (((from + direction * step) % count) + count) % count;
    if (!failed.has(i)) return i;
  }
  return from;
}

const withIndex = (set: ReadonlySet<number>, i: number) => new Set(set).add(i);

/**
 * A slide's description in the active language: the home images' own ('slide-01') are in the
 * message files; any other image keeps the description it came with.
 */
export function slideAlt(image: TCarouselImage): string {
  const name = image.src.match(/\/(slide-\d+)\.\w+$/)?.[1];
  const slides: Readonly<Record<string, string>> = T.carousel.slides;
  return (name && name in slides ? slides[name] : undefined) ?? image.alt;
}

/**
 * The home image carousel. Images are fetched in the background one after another (image i at
 * i × 500 ms) so the first paint is not competing with 11 downloads; a slide shows a soft
 * placeholder until its image is in. A failing image is only a console warning and the slide is
 * skipped. Rotation pauses while hovered or focused, and with the pause button.
 *
 * With the data saver on, rotation does not start (the play button starts it) and only the
 * slide on show is fetched, as a smaller copy; the others keep their soft placeholder until a
 * person moves to them.
 */
export function ImageCarousel({ images = HOME_CAROUSEL_IMAGES }: { images?: readonly TCarouselImage[] }) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The person's play/pause choice; until they make one, it plays unless saving data. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const touchStart = useRef<number | null>(null);
  const saveData = useDataSaver();
  const srcOf = useCallback(
    (image: TCarouselImage) => (saveData ? dataSaverImageUrl(image.src, CAROUSEL_BOX_WIDTH) : image.src),
    [saveData],
  );

  // Fetches slide i's picture once per source; `pending` lets the cleanup silence late answers.
  const requested = useRef(new Map<number, string>());
  const pending = useRef<HTMLImageElement[]>([]);
  const preload = useCallback(
    (i: number) => {
      const image = images[i];
      if (!image) return;
      const src = srcOf(image);
      if (requested.current.get(i) === src) return;
      requested.current.set(i, src);
      const img = new Image();
      img.decoding = 'async';
      img.onload = () => setLoaded((s) => withIndex(s, i));
      img.onerror = () => {
        console.warn(`Carousel image failed to load: ${image.src}`);
        setFailed((s) => withIndex(s, i));
      };
      img.src = src;
      pending.current.push(img);
    },
    [images, srcOf],
  );

  useEffect(() => {
    const waiting = pending.current;
    // Image i is fetched i × 500 ms after mount; the first one at once. Saving data, only the first.
    const timers = saveData
      ? []
      : images.map((_, i) => (i === 0 ? 0 : window.setTimeout(() => preload(i), i * CAROUSEL_PRELOAD_STAGGER_MS)));
    preload(0);
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      for (const img of waiting) {
        img.onload = null;
        img.onerror = null;
      }
    };
  }, [images, preload, saveData]);

  // Saving data, a slide's picture is fetched when it is shown.
  useEffect(() => {
    if (saveData) preload(index);
  }, [saveData, index, preload]);

  const go = useCallback(
    (direction: 1 | -1) => setIndex((i) => nextSlide(i, direction, count, failed)),
    [count, failed],
  );

  // If the slide on show turns out to be broken, move on at once.
  useEffect(() => {
    if (failed.has(index) && failed.size < count) setIndex((i) => nextSlide(i, 1, count, failed));
  }, [failed, index, count]);

  const stopped = !(playChoice ?? !saveData);
  const paused = hovered || focused || stopped;
  useInterval(() => go(1), CAROUSEL_MS, !paused && count - failed.size > 1);

  if (count === 0) return null;

  return (
    <section
      data-section="carousel"
      aria-roledescription="carousel"
      aria-label={T.carousel.label}
      className="mx-auto max-w-7xl px-4 lg:px-8"
      data-testid="home-carousel"
    >
      <div
        className="group relative overflow-hidden rounded-3xl bg-stone-200 shadow-sm"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
        onTouchStart={(e) => {
          touchStart.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const startX = touchStart.current;
          const endX = e.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (startX === null || endX === undefined || Math.abs(endX - startX) < 40) return;
          go(endX < startX ? 1 : -1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(1);
          if (e.key === 'ArrowLeft') go(-1);
        }}
      >
        <div
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {images.map((image, i) => {
            const current = i === index;
            return (
              <div
                key={image.src}
                role="group"
                aria-roledescription="slide"
                aria-label={T.carousel.slide(i + 1, count)}
                aria-hidden={!current}
                data-testid="carousel-slide"
                data-active={current ? 'true' : 'false'}
                data-failed={failed.has(i) ? 'true' : undefined}
                className="relative aspect-[4/3] w-full shrink-0 bg-gradient-to-br from-orange-100 via-stone-100 to-amber-50 sm:aspect-[21/9]"
              >
                {loaded.has(i) && (
                  <img
                    src={srcOf(image)}
                    alt={slideAlt(image)}
                    width={1600}
                    height={686}
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                  />
                )}
              </div>
            );
          })}
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-stone-950/50 to-transparent"
        />

        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={T.carousel.previous}
          className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={T.carousel.next}
          className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>

        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center">
          <div className="flex items-center rounded-full bg-stone-950/40 px-1 backdrop-blur">
            {images.map((image, i) => (
              <button
                key={image.src}
                type="button"
                onClick={() => setIndex(i)}
                disabled={failed.has(i)}
                aria-label={T.carousel.goTo(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                data-testid="carousel-dot"
                className="group/dot flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-30"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-1.5 rounded-full transition-all motion-reduce:transition-none',
                    i === index ? 'w-3.5 bg-white sm:w-4' : 'w-1.5 bg-white/60 group-hover/dot:bg-white/90',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => setPlayChoice(stopped)}
          aria-label={stopped ? T.carousel.play : T.carousel.pause}
          className="absolute top-3 right-3 inline-flex size-8 sm:top-auto sm:bottom-3 items-center justify-center rounded-full bg-stone-950/50 text-white backdrop-blur transition hover:bg-stone-950/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {stopped ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
        </button>
      </div>
    </section>
  );
}
