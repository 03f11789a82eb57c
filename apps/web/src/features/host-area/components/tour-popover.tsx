import * as Popover from 'radix-ui/popover';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { tourSteps } from '../lib/tour-steps';
import { completeTour, skipTour, type TTourId } from '../lib/tours';
import { TOUR_T } from '../tours.texts';

/** How long the first step waits for its anchor (the page may still be loading its data). */
const FIRST_ANCHOR_WAIT_MS = 2500;
/** Room around the highlighted element. */
const PAD = 6;
/** The phone's sticky top bar and bottom bar cover this much of the screen. */
const TOP_COVER = 72;
const BOTTOM_COVER = 88;

interface TRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const visible = (el: Element) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;

/**
 * The step's anchor: the first of its `data-tour` names that is on the page and shown; null when
 * some are on the page but none is shown; undefined when none is on the page (yet).
 */
function findAnchor(names: string[]): Element | null | undefined {
  const present = names
    .map((n) => document.querySelector(`[data-tour="${n}"]`))
    .filter((e): e is Element => e !== null);
  if (present.length === 0) return undefined;
  return present.find(visible) ?? null;
}

const tallLimit = () => Math.max(160, window.innerHeight * 0.4);

/**
 * Scrolls the anchor to the middle of the screen (a tall one: its top, below the top bar), unless
 * it is already in view; fixed and sticky parts of the page are always in view.
 */
function bringIntoView(el: Element) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return;
  const tall = r.height > tallLimit();
  const bottom = window.innerHeight - BOTTOM_COVER;
  if (tall ? r.top >= TOP_COVER && r.top <= window.innerHeight * 0.35 : r.top >= TOP_COVER && r.bottom <= bottom)
    return;
  const target = tall ? r.top - TOP_COVER - PAD : r.top + r.height / 2 - (TOP_COVER + bottom) / 2;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: target, behavior: smooth ? 'smooth' : 'auto' });
}

/** Where the anchor is on screen, kept up to date while the page scrolls or changes size. */
function useRect(el: Element | null | undefined): TRect | null {
  const [rect, setRect] = useState<TRect | null>(null);
  useLayoutEffect(() => {
    if (!el) {
      setRect(null);
      return;
    }
    const read = () => {
      const r = el.getBoundingClientRect();
      setRect({ top: r.top, left: r.left, width: r.width, height: r.height });
    };
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      observer?.disconnect();
    };
  }, [el]);
  return rect;
}

const asRect = (top: number, left: number, width: number, height: number) => ({
  x: left,
  y: top,
  top,
  left,
  width,
  height,
  right: left + width,
  bottom: top + height,
  toJSON: () => ({}),
});

/**
 * One guided tour, step by step: the step's element is lit up (the rest of the page dimmed and
 * out of reach) and a card beside it says what it is, with Back, Next (Finish on the last step)
 * and Skip tour. Escape skips; the arrow keys go back and forth. The card is a Radix popover: it
 * keeps to the screen (flips, shifts, stays on screen with a tall element), traps focus while
 * open and gives it back when the tour ends. A step with nothing to point at is shown mid-screen.
 */
export default function TourPopover({ tour }: { tour: TTourId }) {
  const steps = useMemo(() => tourSteps(tour), [tour]);
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;
  // undefined: still looking for the first step's element; null: none, shown mid-screen.
  const [anchor, setAnchor] = useState<Element | null | undefined>(undefined);
  const rect = useRect(anchor);
  const primary = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const counterId = useId();
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    returnFocusTo.current = document.activeElement;
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Element | null | undefined;
    const started = Date.now();
    const settle = (found: Element | null) => {
      if (found === current) return;
      current = found;
      if (found) bringIntoView(found);
      setAnchor(found);
    };
    const look = () => {
      const found = findAnchor(step.anchors);
      if (found === undefined && index === 0 && Date.now() - started < FIRST_ANCHOR_WAIT_MS) {
        timer = setTimeout(look, 100);
        return;
      }
      settle(found ?? null);
    };
    look();
    // The page may change under the step (its data arrives late, the door opens the only event):
    // a step shown mid-screen, or whose element went away, moves to its element once it is there.
    const observer = new MutationObserver(() => {
      if (current === undefined || (current && current.isConnected)) return;
      settle(findAnchor(step.anchors) ?? null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [step, index]);

  // Each new step takes the focus to its main button, so Enter walks through the tour.
  useEffect(() => {
    if (anchor !== undefined) primary.current?.focus({ preventScroll: true });
  }, [index, anchor]);

  // A new object per anchor, so the card measures the new element at once.
  const virtualRef = useMemo(
    () => ({
      current: anchor
        ? {
            contextElement: anchor,
            getBoundingClientRect: () => {
              const r = anchor.getBoundingClientRect();
              // A tall element (a form section on a phone): the card points at its top part.
              return asRect(r.top, r.left, r.width, Math.min(r.height, tallLimit()));
            },
          }
        : { getBoundingClientRect: () => asRect(Math.max(80, window.innerHeight * 0.28), window.innerWidth / 2, 0, 0) },
    }),
    [anchor],
  );

  if (anchor === undefined) return null;

  // A narrow element with room beside it (the sidebar): the card goes to its right.
  const side = rect && rect.width < 320 && window.innerWidth - (rect.left + rect.width) > 400 ? 'right' : 'bottom';
  const go = (to: number) => setIndex(Math.max(0, Math.min(steps.length - 1, to)));
  const next = () => (last ? completeTour(tour) : go(index + 1));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };
  const lit = rect && rect.width > 0 && rect.height > 0;

  return (
    <>
      {createPortal(
        <div aria-hidden="true" data-testid="tour-backdrop" className="pointer-events-none fixed inset-0 z-[60]">
          {lit ? (
            <div
              data-testid="tour-spotlight"
              className="absolute rounded-2xl ring-2 ring-orange-500 transition-[top,left,width,height] duration-200 motion-reduce:transition-none"
              style={{
                top: rect.top - PAD,
                left: rect.left - PAD,
                width: rect.width + PAD * 2,
                height: rect.height + PAD * 2,
                boxShadow: '0 0 0 200vmax rgb(12 10 9 / 0.55)',
              }}
            />
          ) : (
            <div className="absolute inset-0 bg-stone-950/55" />
          )}
        </div>,
        document.body,
      )}
      <Popover.Root open modal>
        <Popover.Anchor virtualRef={virtualRef} />
        <Popover.Portal>
          <Popover.Content
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${counterId} ${titleId}`}
            aria-describedby={textId}
            side={side}
            align={side === 'right' ? 'start' : 'center'}
            sideOffset={PAD + 10}
            collisionPadding={12}
            sticky="always"
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              primary.current?.focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              const back = returnFocusTo.current;
              if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
            }}
            onEscapeKeyDown={(e) => {
              e.preventDefault();
              skipTour(tour);
            }}
            onInteractOutside={(e) => e.preventDefault()}
            onKeyDown={onKeyDown}
            className="z-[70] w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-5 text-left shadow-2xl outline-none ring-1 ring-stone-200"
          >
            <p id={counterId} className="text-xs font-semibold uppercase tracking-wide text-orange-700">
              {TOUR_T.counter(index + 1, steps.length)}
            </p>
            <h2 id={titleId} className="mt-1 text-lg font-bold leading-snug text-stone-900">
              {step.title}
            </h2>
            <p id={textId} className="mt-1 text-[15px] leading-relaxed text-stone-700">
              {step.text}
            </p>
            {/* Moving on inside the card is not announced by focus alone. */}
            <p className="sr-only" aria-live="polite">
              {index > 0 ? TOUR_T.announce(index + 1, steps.length, step.title, step.text) : ''}
            </p>
            <div className="mt-4 flex items-center justify-between gap-2">
              <Button variant="ghost" className="-ml-3 px-3" onClick={() => skipTour(tour)}>
                {TOUR_T.skip}
              </Button>
              <div className="flex gap-2">
                {index > 0 && (
                  <Button variant="outline" onClick={() => go(index - 1)}>
                    {TOUR_T.back}
                  </Button>
                )}
                <Button ref={primary} onClick={next}>
                  {last ? TOUR_T.finish : TOUR_T.next}
                </Button>
              </div>
            </div>
            {anchor && <Popover.Arrow width={16} height={8} className="fill-white" />}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}
