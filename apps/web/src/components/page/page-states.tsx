import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { UI } from '@/components/texts';
import { cn } from '@/lib/cn';

/**
 * The building blocks of an area's pages (host, admin, profile): the page's heading, a white
 * panel, and the loading, empty and error states, so every area says "loading", "nothing yet"
 * and "could not load" the same way.
 */

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** A white card with an optional heading and an action on the heading's line. */
export function Panel({
  title,
  action,
  children,
  className,
  labelledBy,
  tour,
}: {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The heading's id, so the panel is a named region. */
  labelledBy?: string;
  /** What a guided tour step points at (data-tour). */
  tour?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      data-tour={tour}
      className={cn('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      {(title || action) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && (
            <h2 id={labelledBy} className="text-lg font-bold tracking-tight text-stone-900">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

/** A grey block standing in for content while it loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none', className)}
    />
  );
}

/** Grey rows standing in for a list while it loads. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 rounded-xl" />
      ))}
    </div>
  );
}

/** The page or a part of it could not load: says so, with a retry when one can help. */
export function LoadError({
  onRetry,
  title = UI.loadFailed,
  text = UI.loadFailedText,
}: {
  onRetry?: () => void;
  title?: string;
  text?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-stone-200 bg-white p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-orange-700" />
      <p className="mt-3 text-lg font-bold text-stone-900">{title}</p>
      <p className="mt-1 text-stone-600">{text}</p>
      {onRetry && (
        <Button className="mt-5" onClick={onRetry}>
          {UI.tryAgain}
        </Button>
      )}
    </div>
  );
}

/** An empty list or page: what it is for, and the one thing to do next. */
export function EmptyState({
  icon = <Inbox aria-hidden="true" className="size-7" />,
  title = UI.emptyTitle,
  text,
  action,
  children,
}: {
  icon?: ReactNode;
  title?: string;
  text?: string;
  /** A link to the next step. */
  action?: { to: string; label: string };
  /** Anything else under the text (a button that acts in place). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-orange-50 text-orange-700">{icon}</div>
      <h2 className="mt-4 text-xl font-bold text-stone-900">{title}</h2>
      {text && <p className="mt-1 max-w-md text-stone-600">{text}</p>}
      {action && (
        <Link to={action.to} className={buttonClass('primary', 'md', 'mt-6')}>
          {action.label}
        </Link>
      )}
      {children}
    </div>
  );
}

export type TBadgeTone = 'good' | 'bad' | 'neutral' | 'busy' | 'muted';
const TONES: Record<TBadgeTone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  bad: 'bg-red-50 text-red-800 ring-red-600/20',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  busy: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  muted: 'bg-stone-100 text-stone-600 ring-stone-400/20',
};

/** A small pill naming a state (Live, Draft, Paid, Suspended…); the area picks the tone for its states. */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: TBadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
