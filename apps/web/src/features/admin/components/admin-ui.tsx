import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { inputClass } from '@/components/form/input-class';
import { cn } from '@/lib/cn';
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

/**
 * A list page's search: a labelled search field (the label is read, not shown) and its button.
 * The field starts with the address's `initial` words; `onSearch` gets them trimmed.
 */
export function SearchBox({
  id,
  words,
  initial,
  onSearch,
}: {
  id: string;
  words: { search: string; searchPlaceholder: string };
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" className="flex gap-2">
      <label className="sr-only" htmlFor={id}>
        {words.search}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={words.searchPlaceholder}
        className={cn(inputClass, 'h-12 flex-1 border-stone-300')}
      />
      <Button type="submit" size="lg" aria-label={words.search}>
        <Search aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}

/**
 * A page of search results (hosts, users): loading rows, the error with a retry, the empty state,
 * or each record as a card linking to it, and the pager.
 */
export function ResultList<T extends { id: number }>({
  list,
  empty,
  href,
  pager,
  children,
}: {
  list: UseQueryResult<{ items: T[]; total: number }>;
  empty: string;
  href: (item: T) => string;
  pager: { offset: number; limit: number; onChange: (offset: number) => void };
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="mt-5">
      {list.isPending ? (
        <LoadingRows />
      ) : list.error ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ul className="grid gap-2">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={href(item)}
                  className="block rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm outline-none hover:border-orange-300 focus-visible:ring-2 focus-visible:ring-orange-600"
                >
                  {children(item)}
                </Link>
              </li>
            ))}
          </ul>
          <Pager {...pager} total={list.data.total} />
        </>
      )}
    </div>
  );
}

/** One result's card in a `ResultList`: its name and badges, then its facts on one wrapping line. */
export function ResultCard({ name, badges, children }: { name: string; badges: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">{name}</span>
        {badges}
      </div>
      <div className="mt-0.5 flex flex-wrap gap-x-4 text-sm text-stone-600">{children}</div>
    </>
  );
}
