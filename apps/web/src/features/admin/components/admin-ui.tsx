import { EmptyState, PageHeading } from '@/components/page/page-states';
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
