import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ADMIN_TEXT as T } from '../texts';

/** The admin pages' building blocks: headings, panels, and the loading, empty and error states. */

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function Panel({
  title,
  action,
  children,
  className,
}: {
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      {(title || action) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="text-lg font-bold tracking-tight text-stone-900">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

/** Grey rows standing in for a list while it loads. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-14 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

export function EmptyState({
  title = T.emptyTitle,
  text,
  children,
}: {
  title?: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-8 text-stone-400" />
      <p className="mt-3 font-semibold text-stone-900">{title}</p>
      {text && <p className="mt-1 text-stone-600">{text}</p>}
      {children}
    </div>
  );
}

export function LoadError({ onRetry, text = T.loadErrorText }: { onRetry?: () => void; text?: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-7 text-red-700" />
      <p className="mt-2 font-semibold text-red-900">{T.loadErrorTitle}</p>
      <p className="mt-1 text-red-800">{text}</p>
      {onRetry && (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {T.retry}
        </Button>
      )}
    </div>
  );
}

/** Previous / next for a list paged on the server (offset and limit, total from X-Total-Count). */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const to = Math.min(offset + limit, total);
  return (
    <nav className="mt-4 flex items-center justify-between gap-3 text-sm text-stone-700">
      <span>{T.pageOf(total ? offset + 1 : 0, to, total)}</span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {T.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={to >= total} onClick={() => onChange(offset + limit)}>
          {T.next}
        </Button>
      </span>
    </nav>
  );
}

/** A placeholder for an admin page still being built. */
export function ComingPage({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <EmptyState title={T.comingTitle} text={T.comingText} />
    </>
  );
}
