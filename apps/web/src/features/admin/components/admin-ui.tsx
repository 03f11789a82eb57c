import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { EmptyState, LoadError, LoadingRows, PageHeading } from '@/components/page/page-states';
import { Button } from '@/components/ui/button';
import { ADMIN_TEXT as T } from '../texts';

/** The admin pages' own pieces; headings, panels and the page states are the shared layer's (components/page). */

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

/**
 * One record's page (a host, a user): the way back to its list above it, and the query's loading
 * and error states in the record's place.
 */
export function RecordFrame<T>({
  backTo,
  backLabel,
  query,
  children,
}: {
  backTo: string;
  backLabel: string;
  query: UseQueryResult<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <>
      <Link to={backTo} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-orange-800">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {query.isPending ? (
        <LoadingRows rows={4} />
      ) : query.error ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </>
  );
}

/** A record's facts: a label over each value. `spaced` sets each value a little below its label. */
export function Facts({
  items,
  className,
  spaced,
}: {
  items: readonly (readonly [string, ReactNode])[];
  className: string;
  spaced?: boolean;
}) {
  return (
    <dl className={className}>
      {items.map(([k, v]) => (
        <div key={k}>
          <dt className="text-sm font-semibold text-stone-600">{k}</dt>
          <dd className={spaced ? 'mt-0.5 break-words text-stone-900' : 'break-words text-stone-900'}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
