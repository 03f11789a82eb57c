import { Button } from '@/components/ui/button';

/**
 * Previous / next under a list the server pages by number (the attendees, the reviews). Nothing
 * when everything fits on one page. The list names its own words.
 */
export function Pager({
  page,
  pages,
  onPage,
  words,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  words: { nav: string; previous: string; next: string; pageOf: (page: number, pages: number) => string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.nav} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </Button>
      <span className="text-sm text-stone-700">{words.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </Button>
    </nav>
  );
}
