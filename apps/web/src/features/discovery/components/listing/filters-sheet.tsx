import * as Dialog from 'radix-ui/dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { T } from '../../discovery.texts';
import type { TListingFilters } from '../../filters/url-state';
import { FilterPanel } from './filter-panel';

/**
 * The filters' bottom sheet (filters-drawer.tsx): its own chunk with the dialog primitives, fetched
 * when the 'Filters' button is neared or pressed (issue 26: not on the listing's first screen).
 */
export default function FiltersSheet({
  open,
  setOpen,
  draft,
  setDraft,
  onApply,
  onClear,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  draft: TListingFilters;
  setDraft: (next: TListingFilters) => void;
  onApply: (next: TListingFilters) => void;
  onClear: () => void;
  /** The 'Filters' button, focused again when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl transition-transform duration-300 ease-out focus:outline-none motion-reduce:transition-none starting:translate-y-full sm:inset-x-auto sm:top-0 sm:right-0 sm:max-h-none sm:w-[26rem] sm:rounded-none sm:rounded-l-3xl sm:starting:translate-x-full sm:starting:translate-y-0"
          data-testid="filters-drawer"
        >
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-stone-300 sm:hidden" />
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 pt-3 pb-4 sm:pt-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-stone-900">{T.filters}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">{T.drawer.description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={T.drawer.close} className="-mr-2">
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">
            <FilterPanel value={draft} onChange={setDraft} />
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-stone-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button
              variant="outline"
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              {T.drawer.clear}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {T.drawer.apply}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
