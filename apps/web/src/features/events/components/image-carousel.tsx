import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dataSaverImageUrl } from '@tribe/contracts/image-variants';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { PLACEHOLDER_IMAGE } from '../lib/event-images';
import { T } from '../texts';

/** Horizontal distance (px) a swipe must cover to change slide. */
const SWIPE_THRESHOLD = 40;

type TImageState = 'ok' | 'placeholder' | 'broken';

/**
 * One slide: the image, the placeholder when it fails, and 'Image not available' when the
 * placeholder fails too (spec section 8).
 */
function Slide({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const [state, setState] = useState<TImageState>(src === PLACEHOLDER_IMAGE ? 'placeholder' : 'ok');
  const img = useRef<HTMLImageElement>(null);
  const fail = () => setState((s) => (s === 'ok' ? 'placeholder' : 'broken'));
  // An image that failed before React attached its listener (the server drew it, decision 031;
  // or a cached 404) reports no size.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) fail();
  }, [state]);
  if (state === 'broken') {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-stone-200 text-stone-600">
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-sm font-medium">{T.carousel.imageUnavailable}</span>
      </div>
    );
  }
  return (
    <img
      ref={img}
      src={state === 'ok' ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      onError={fail}
      className="size-full select-none object-cover"
    />
  );
}

/** The slide's box at its widest (CSS pixels): the data saver's copy is chosen for it (and the server's first screen names the same). */
const SLIDE_WIDTH = 1200;

/**
 * The event's images (spec section 2): arrows, dots and swipe when there is more than one;
 * arrow keys move between images when the carousel has focus. With the data saver on, images
 * come as smaller copies and a slide's image is fetched only once it has been shown; until then
 * it is a plain poster.
 */
export function ImageCarousel({ images, title }: { images: string[]; title: string }) {
  const slides = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, count - 1);
  const pointerStart = useRef<number | null>(null);
  const saveData = useDataSaver();
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));

  const go = (next: number) => {
    const i = ((next % count) + count) % count;
    setIndex(i);
    setShown((s) => (s.has(i) ? s : new Set(s).add(i)));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(current - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (pointerStart.current === null || count < 2) return;
    const dx = e.clientX - pointerStart.current;
    pointerStart.current = null;
    if (dx <= -SWIPE_THRESHOLD) go(current + 1);
    else if (dx >= SWIPE_THRESHOLD) go(current - 1);
  };

  const multiple = count > 1;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={T.carousel.images(title)}
      tabIndex={multiple ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="group relative aspect-[16/9] w-full overflow-hidden rounded-2xl bg-stone-200 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-offset-2"
    >
      <div
        className={cn(
          'flex size-full transition-transform duration-300 ease-out motion-reduce:transition-none',
          multiple && 'touch-pan-y',
        )}
        style={{ transform: `translateX(-${current * 100}%)` }}
        onPointerDown={multiple ? onPointerDown : undefined}
        onPointerUp={multiple ? onPointerUp : undefined}
        onPointerCancel={() => (pointerStart.current = null)}
      >
        {slides.map((src, i) => (
          <div
            key={src}
            role="group"
            aria-roledescription="slide"
            aria-label={T.carousel.slide(i + 1, count)}
            aria-hidden={i !== current}
            className="size-full shrink-0"
          >
            {saveData && !shown.has(i) ? (
              <div data-testid="slide-poster" className="size-full bg-gradient-to-br from-stone-200 to-stone-300" />
            ) : (
              <Slide
                src={saveData && src !== PLACEHOLDER_IMAGE ? dataSaverImageUrl(src, SLIDE_WIDTH) : src}
                alt={i === 0 ? title : T.carousel.imageAlt(title, i + 1, count)}
                eager={i === 0}
              />
            )}
          </div>
        ))}
      </div>

      {multiple && (
        <>
          <button
            type="button"
            aria-label={T.carousel.previous}
            onClick={() => go(current - 1)}
            className="absolute left-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md backdrop-blur transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={T.carousel.next}
            onClick={() => go(current + 1)}
            className="absolute right-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md backdrop-blur transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center">
            <div className="flex items-center gap-1 rounded-full bg-stone-950/40 px-2 py-1 backdrop-blur">
              {slides.map((src, i) => (
                <button
                  key={src}
                  type="button"
                  aria-label={T.carousel.show(i + 1)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full bg-white transition-all',
                      i === current ? 'w-5' : 'w-2 opacity-60',
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
