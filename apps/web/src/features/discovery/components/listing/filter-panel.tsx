import { LOCATIONS, type TLocationId } from '@tribe/contracts/listing-query';
import type { ReactNode } from 'react';
import { useCategories } from '../../api/get-categories';
import { useSubcategories } from '../../api/get-subcategories';
import {
  togglePast,
  toggleCategory,
  toggleLocation,
  toggleSubcategory,
  visibleSubcategories,
} from '../../filters/filter-model';
import type { TListingFilters } from '../../filters/url-state';
import { CheckboxList, ListSkeleton } from './checkbox-list';
import { DateFilter } from './date-filter';
import { PriceFilter } from './price-filter';

const LOCATION_OPTIONS = LOCATIONS.map((l) => ({ value: l.id as TLocationId, label: l.name }));
/** Ended events are left out unless this is ticked (kept in the address as past=1). */
const PAST_OPTION = [{ value: 'past', label: 'Include past events' }] as const;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset className="border-t border-stone-200 py-5 first:border-t-0 first:pt-0" data-testid={testId}>
      <legend className="float-left mb-3 w-full text-sm font-semibold text-stone-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function LoadFailed({ what }: { what: string }) {
  return <p className="py-2 text-sm text-stone-600">Couldn’t load {what}. Refresh the page to try again.</p>;
}

/**
 * The filters the sidebar (desktop) and the drawer (phone) share: Categories, Type, Location,
 * Date (with 'Include past events') and Price. It edits whatever `value` it is given: the sidebar passes the live filters,
 * the drawer a draft that 'Apply Filters' commits.
 */
export function FilterPanel({
  value,
  onChange,
}: {
  value: TListingFilters;
  onChange: (next: TListingFilters) => void;
}) {
  const categories = useCategories();
  const subcategories = useSubcategories();
  const allSubs = subcategories.data ?? [];
  const types = visibleSubcategories(allSubs, value.categoryIds, value.subcategoryIds);

  return (
    <div>
      <Section title="Categories" testId="filter-categories">
        {categories.isPending ? (
          <ListSkeleton />
        ) : categories.isError ? (
          <LoadFailed what="categories" />
        ) : (
          <CheckboxList
            name="category"
            options={categories.data.map((c) => ({ value: c.id, label: c.name }))}
            selected={value.categoryIds}
            onToggle={(id) => onChange(toggleCategory(value, id, allSubs))}
          />
        )}
      </Section>

      <Section title="Type" testId="filter-types">
        {subcategories.isPending ? (
          <ListSkeleton />
        ) : subcategories.isError ? (
          <LoadFailed what="types" />
        ) : types.length === 0 ? (
          <p className="py-2 text-sm text-stone-600">No types in the selected categories.</p>
        ) : (
          <CheckboxList
            name="type"
            options={types.map((s) => ({ value: s.id, label: s.name }))}
            selected={value.subcategoryIds}
            onToggle={(id) => onChange(toggleSubcategory(value, id))}
          />
        )}
      </Section>

      <Section title="Location" testId="filter-locations">
        <CheckboxList
          name="location"
          options={LOCATION_OPTIONS}
          selected={value.locations}
          onToggle={(id) => onChange(toggleLocation(value, id))}
        />
      </Section>

      <Section title="Date" testId="filter-date">
        <DateFilter value={value} onChange={onChange} />
        <CheckboxList
          name="past"
          options={PAST_OPTION}
          selected={value.past ? PAST_OPTION.map((o) => o.value) : []}
          onToggle={() => onChange(togglePast(value))}
          className="mt-3"
          testId="filter-past"
        />
      </Section>

      <Section title="Price" testId="filter-price">
        <PriceFilter value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
