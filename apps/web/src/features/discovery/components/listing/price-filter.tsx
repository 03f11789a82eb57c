import { PRICE_MAX_CHOICES, PRICE_MIN_CHOICES } from '@tribe/contracts/listing-query';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { setPriceRange } from '../../filters/filter-model';
import type { TListingFilters } from '../../filters/url-state';

const selectClass =
  'h-11 w-full appearance-none rounded-xl border border-stone-300 bg-white pr-9 pl-3 text-sm text-stone-900 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none';

/**
 * Price section (spec section 5): minimum Free (0) to 5,000, maximum 1,000 to '10,000+'. If one
 * end passes the other, the other end gives way, so the range never matches nothing by mistake.
 */
export function PriceFilter({
  value,
  onChange,
}: {
  value: TListingFilters;
  onChange: (next: TListingFilters) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="min-w-0">
        <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-stone-600">
          Min price (KES)
        </label>
        <div className="relative">
          <select
            id={`${id}-min`}
            value={value.minPrice}
            onChange={(e) => onChange(setPriceRange(value, Number(e.target.value), value.maxPrice))}
            className={selectClass}
          >
            {PRICE_MIN_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-stone-600">
          Max price (KES)
        </label>
        <div className="relative">
          <select
            id={`${id}-max`}
            value={value.maxPrice}
            onChange={(e) => onChange(setPriceRange(value, value.minPrice, Number(e.target.value)))}
            className={selectClass}
          >
            {PRICE_MAX_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
      </div>
    </div>
  );
}
