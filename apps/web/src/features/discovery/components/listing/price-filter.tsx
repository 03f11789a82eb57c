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
  return (
    <div className="grid grid-cols-2 gap-3">
      <PriceSelect
        label={T.price.min}
        value={value.minPrice}
        choices={PRICE_MIN_CHOICES}
        onChange={(min) => onChange(setPriceRange(value, min, value.maxPrice))}
      />
      <PriceSelect
        label={T.price.max}
        value={value.maxPrice}
        choices={PRICE_MAX_CHOICES}
        onChange={(max) => onChange(setPriceRange(value, value.minPrice, max))}
      />
    </div>
  );
}

/** One end of the range: its label over a select of the choices. */
function PriceSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  choices: readonly { value: number }[];
  onChange: (price: number) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={selectClass}>
          {choices.map((c) => (
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
  );
}
