import { PRICE_MAX_CHOICES, PRICE_MAX_DEFAULT, PRICE_MIN_CHOICES } from '@tribe/contracts/listing-query';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { count } from '@/i18n/format';
import { T } from '../../discovery.texts';
import { setPriceRange } from '../../filters/filter-model';
import type { TListingFilters } from '../../filters/url-state';

/** A price choice's label: 'Free', '1,000', and '10,000+' for the top one. */
function choiceLabel(value: number): string {
  if (value === 0) return T.price.free;
  return value >= PRICE_MAX_DEFAULT ? `${count(value)}+` : count(value);
}

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
          {T.price.min}
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
                {choiceLabel(c.value)}
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
          {T.price.max}
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
                {choiceLabel(c.value)}
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
