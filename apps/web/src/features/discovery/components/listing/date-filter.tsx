import { DATE_PRESETS, type TDatePreset } from '@tribe/contracts/listing-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { T } from '../../discovery.texts';
import { DATE_PRESET_LABELS } from '../../filters/date-labels';
import { applyCustomRange, selectDatePreset } from '../../filters/filter-model';
import type { TListingFilters } from '../../filters/url-state';

const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none invalid:border-red-500';

/**
 * Date section (spec sections 4 and 5): the presets as a radio group, then a custom range whose
 * days apply with 'Apply Custom Range' (disabled until both are filled; the end cannot be before
 * the start). The day inputs show the active range; editing one moves the selection to
 * 'Custom range', clearing the preset's label until the new range is applied.
 */
export function DateFilter({ value, onChange }: { value: TListingFilters; onChange: (next: TListingFilters) => void }) {
  const id = useId();
  const [start, setStart] = useState(value.startDate ?? '');
  const [end, setEnd] = useState(value.endDate ?? '');
  const [editing, setEditing] = useState(false);
  const startRef = useRef<HTMLInputElement>(null);

  // Follow the applied filter (a preset picked, a chip removed, 'Clear all').
  useEffect(() => {
    setStart(value.startDate ?? '');
    setEnd(value.endDate ?? '');
    setEditing(false);
  }, [value.startDate, value.endDate, value.datePreset]);

  const shown: TDatePreset = editing ? 'custom' : value.datePreset;

  const pick = (preset: TDatePreset) => {
    if (preset === 'custom') {
      setEditing(true);
      startRef.current?.focus();
      return;
    }
    const next = selectDatePreset(value, preset, new Date());
    setStart(next.startDate ?? '');
    setEnd(next.endDate ?? '');
    setEditing(false);
    onChange(next);
  };

  const edit = (which: 'start' | 'end', day: string) => {
    if (which === 'start') setStart(day);
    else setEnd(day);
    setEditing(true);
  };

  const apply = () => {
    if (!start || !end) return;
    setEditing(false);
    onChange(applyCustomRange(value, start, end));
  };

  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-label={T.date.presetsLabel} className="grid grid-cols-2 gap-2">
        {DATE_PRESETS.map((preset) => (
          <label key={preset} className={cn('relative', preset === 'custom' && 'col-span-2')}>
            <input
              type="radio"
              name={`${id}-date`}
              value={preset}
              checked={shown === preset}
              onChange={() => pick(preset)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span
              className={cn(
                'pointer-events-none flex h-9 w-full items-center justify-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-orange-600 peer-focus-visible:ring-offset-2',
                shown === preset
                  ? 'border-orange-700 bg-orange-700 text-white'
                  : 'border-stone-300 bg-white text-stone-700 peer-hover:border-stone-400 peer-hover:bg-stone-50',
              )}
            >
              {DATE_PRESET_LABELS[preset]}
            </span>
          </label>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-3">
        <div className="min-w-0">
          <label htmlFor={`${id}-start`} className="mb-1 block text-xs font-medium text-stone-600">
            {T.date.start}
          </label>
          <input
            ref={startRef}
            id={`${id}-start`}
            type="date"
            value={start}
            onChange={(e) => edit('start', e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-end`} className="mb-1 block text-xs font-medium text-stone-600">
            {T.date.end}
          </label>
          <input
            id={`${id}-end`}
            type="date"
            value={end}
            min={start || undefined}
            onChange={(e) => edit('end', e.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      <Button variant="outline" size="sm" className="w-full" disabled={!start || !end} onClick={apply}>
        {T.date.apply}
      </Button>
    </div>
  );
}
