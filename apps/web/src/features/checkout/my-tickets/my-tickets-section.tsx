import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One section of My tickets under its heading (`id` names it). */
export function MyTicketsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A short row of My tickets (a place in line, tickets sent): the event and what it is on the left,
 * more under them when given, and its state or action on the right.
 */
export function MyTicketsRow({
  testId,
  className,
  title,
  detail,
  more,
  children,
}: {
  testId: string;
  /** The gap between the two sides. */
  className: string;
  title: string;
  detail: ReactNode;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className={cn(
        'flex flex-wrap items-center justify-between rounded-2xl border border-stone-200 bg-white p-3 shadow-sm',
        className,
      )}
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">{title}</p>
        <p className="truncate text-sm text-stone-600">{detail}</p>
        {more}
      </div>
      {children}
    </li>
  );
}
