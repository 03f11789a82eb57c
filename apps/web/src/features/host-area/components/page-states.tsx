import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { T } from '../texts';

/** A white card with an optional heading: the building block of host pages. */
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
  labelledBy?: string;
  /** What a guided tour step points at (lib/tour-steps.ts). */
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

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
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

/** The page could not load: says so, with a retry. */
export function LoadError({ onRetry, title = T.loadFailed }: { onRetry: () => void; title?: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-stone-200 bg-white p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-orange-700" />
      <p className="mt-3 text-lg font-bold text-stone-900">{title}</p>
      <p className="mt-1 text-stone-600">{T.loadFailedText}</p>
      <Button className="mt-5" onClick={onRetry}>
        {T.tryAgain}
      </Button>
    </div>
  );
}

/** An empty list or page: what it is for, and the one thing to do next. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-orange-50 text-orange-700">{icon}</div>
      <h2 className="mt-4 text-xl font-bold text-stone-900">{title}</h2>
      <p className="mt-1 max-w-md text-stone-600">{text}</p>
      {action && (
        <Link to={action.to} className={buttonClass('primary', 'md', 'mt-6')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

export function EventNotFound() {
  return (
    <EmptyState
      icon={<AlertTriangle aria-hidden="true" className="size-7" />}
      title={T.eventNotFound}
      text={T.eventNotFoundText}
      action={{ to: '/host/events', label: T.backToEvents }}
    />
  );
}
