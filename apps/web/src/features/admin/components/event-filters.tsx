import * as Dialog from 'radix-ui/dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { cn } from '@/lib/cn';
import type { AdminEventFilters } from '../api/admin-moderation';
import { MOD_TEXT } from '../texts-moderation';

const E = MOD_TEXT.events;
const fieldClass = cn(inputClass, 'h-11 border-stone-300');

/** The filters besides the words: what the sheet and the page's filter bar both show. */
export type EventFilterValues = Omit<AdminEventFilters, 'offset' | 'q'>;
type Key = keyof EventFilterValues;

const KEYS: Key[] = ['status', 'featured', 'from', 'to', 'hostId'];

/** How many filters besides the words are set (the badge on the phone's "Filters" button). */
export const activeEventFilters = (f: EventFilterValues) => KEYS.filter((k) => Boolean(f[k])).length;

/**
 * Status, featured, dates and host id. `onChange(key, value, commit)`: `commit` is false while a
 * host id is being typed (it is applied on leaving the field); menus and dates always commit.
 */
export function EventFilterFields({
  value,
  onChange,
}: {
  value: EventFilterValues;
  onChange: (key: Key, value: string, commit: boolean) => void;
}) {
  return (
    <>
      <label className="text-sm font-semibold text-stone-800">
        {E.status}
        <select
          className={cn(fieldClass, 'mt-1')}
          value={value.status ?? ''}
          onChange={(e) => onChange('status', e.target.value, true)}
        >
          <option value="">{E.anyStatus}</option>
          {(['live', 'draft', 'cancelled', 'unpublished'] as const).map((s) => (
            <option key={s} value={s}>
              {E.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {E.featured}
        <select
          className={cn(fieldClass, 'mt-1')}
          value={value.featured ?? ''}
          onChange={(e) => onChange('featured', e.target.value, true)}
        >
          <option value="">{E.anyFeatured}</option>
          <option value="true">{E.onlyFeatured}</option>
          <option value="false">{E.notFeatured}</option>
        </select>
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {E.from}
        <input
          type="date"
          className={cn(fieldClass, 'mt-1')}
          value={value.from ?? ''}
          onChange={(e) => onChange('from', e.target.value, true)}
        />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {E.to}
        <input
          type="date"
          className={cn(fieldClass, 'mt-1')}
          value={value.to ?? ''}
          onChange={(e) => onChange('to', e.target.value, true)}
        />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {E.hostId}
        <input
          inputMode="numeric"
          className={cn(fieldClass, 'mt-1')}
          value={value.hostId ?? ''}
          onChange={(e) => onChange('hostId', e.target.value.replace(/\D/g, ''), false)}
          onBlur={(e) => onChange('hostId', e.target.value.replace(/\D/g, ''), true)}
        />
      </label>
    </>
  );
}

/**
 * Phone width: a "Filters" button (with how many are set) opening a bottom sheet, as the public
 * listing's filters drawer does. Changes wait in the sheet until "Show events"; "Clear filters"
 * clears them all. Both close it.
 */
export function EventFiltersSheet({
  filters,
  onApply,
  onClear,
}: {
  filters: EventFilterValues;
  onApply: (next: EventFilterValues) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<EventFilterValues>({});
  const count = activeEventFilters(filters);
  const countId = useId();
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(Object.fromEntries(KEYS.map((k) => [k, filters[k]]).filter(([, v]) => v)));
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div>
        <Dialog.Trigger asChild>
          <Button type="button" variant="outline" aria-describedby={count ? countId : undefined}>
            <SlidersHorizontal aria-hidden className="size-4" />
            {E.filters}
            {count > 0 && (
              <span
                aria-hidden
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1.5 text-xs leading-none font-bold text-white"
              >
                {count}
              </span>
            )}
          </Button>
        </Dialog.Trigger>
        {count > 0 && (
          <span id={countId} hidden>
            {E.activeFilters(count)}
          </span>
        )}
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl transition-transform duration-300 ease-out outline-none motion-reduce:transition-none starting:translate-y-full">
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-stone-300" />
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 pt-3 pb-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-stone-900">{E.filters}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">{E.filtersText}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={E.closeFilters} className="-mr-2">
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="grid flex-1 gap-4 overflow-y-auto overscroll-contain px-5 py-5">
            <EventFilterFields value={draft} onChange={(k, v) => setDraft((d) => ({ ...d, [k]: v }))} />
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-stone-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button
              variant="outline"
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              {E.clear}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {E.applyFilters}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
