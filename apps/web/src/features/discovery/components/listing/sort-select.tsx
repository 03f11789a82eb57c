import { SORTS, type TSortId } from '@tribe/contracts/listing-query';
import { ArrowUpDown } from 'lucide-react';
import { T } from '../../discovery.texts';

/** Sort dropdown (spec section 9): Relevance by default, then date and price both ways. */
export function SortSelect({ value, onChange }: { value: TSortId; onChange: (sort: TSortId) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="hidden text-sm whitespace-nowrap text-stone-600 sm:block">
        {T.sort.label}
      </label>
      <div className="relative">
        <ArrowUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <select
          id="listing-sort"
          aria-label={T.sort.label}
          value={value}
          onChange={(e) => onChange(e.target.value as TSortId)}
          className="h-10 appearance-none rounded-full border border-stone-300 bg-white pr-4 pl-9 text-sm font-medium text-stone-900 hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none"
          data-testid="sort-select"
        >
          {SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {T.sort.options[s.id]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
