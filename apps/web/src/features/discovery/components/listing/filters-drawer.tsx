import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { T } from '../../discovery.texts';
import { countActiveFilters } from '../../filters/filter-model';
import type { TListingFilters } from '../../filters/url-state';

const loadSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(loadSheet);

/**
 * Phones and tablets (below lg): a 'Filters' button with the number of active filters opens a
 * bottom sheet with the same filters. Changes stay in a draft until 'Apply Filters'; 'Clear
 * Filters' clears everything at once. Both close the sheet. The sheet's code (the dialog
 * primitives) comes when the button is neared or pressed (filters-sheet.tsx).
 */
export function FiltersDrawer({
  filters,
  onApply,
  onClear,
}: {
  filters: TListingFilters;
  onApply: (next: TListingFilters) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(filters);
  const button = useRef<HTMLButtonElement>(null);
  const count = countActiveFilters(filters);
  const countId = useId();
  const preload = () => void loadSheet().catch(() => {});

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="h-10 shrink-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={count ? countId : undefined}
        data-testid="filters-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setDraft(filters);
          setOpened(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {T.filters}
        {count > 0 && (
          <span
            aria-hidden
            className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1.5 text-xs leading-none font-bold text-white"
            data-testid="filters-badge"
          >
            {count}
          </span>
        )}
      </Button>
      {count > 0 && (
        <span id={countId} hidden>
          {T.drawer.activeCount(count)}
        </span>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={open}
            setOpen={setOpen}
            draft={draft}
            setDraft={setDraft}
            onApply={onApply}
            onClear={onClear}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
