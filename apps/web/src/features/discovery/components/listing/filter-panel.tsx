import { LOCATIONS, type TLocationId } from '@tribe/contracts/listing-query';
import type { ReactNode } from 'react';
import { catalogueName } from '@/i18n/catalogue-names';
import { useCategories } from '../../api/get-categories';
import { useSubcategories } from '../../api/get-subcategories';
import { T } from '../../discovery.texts';
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

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset className="border-t border-stone-200 py-5 first:border-t-0 first:pt-0" data-testid={testId}>
      <legend className="float-left mb-3 w-full text-sm font-semibold text-stone-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function LoadFailed({ text }: { text: string }) {
  return <p className="py-2 text-sm text-stone-600">{text}</p>;
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
  /** Ended events are left out unless this is ticked (kept in the address as past=1). */
  const pastOption = [{ value: 'past', label: T.panel.includePast }] as const;

  return (
    <div>
      <Section title={T.panel.categories} testId="filter-categories">
        {categories.isPending ? (
          <ListSkeleton />
        ) : categories.isError ? (
          <LoadFailed text={T.panel.categoriesFailed} />
        ) : (
          <CheckboxList
            name="category"
            options={categories.data.map((c) => ({ value: c.id, label: catalogueName(c) }))}
            selected={value.categoryIds}
            onToggle={(id) => onChange(toggleCategory(value, id, allSubs))}
          />
        )}
      </Section>

      <Section title={T.panel.type} testId="filter-types">
        {subcategories.isPending ? (
          <ListSkeleton />
        ) : subcategories.isError ? (
          <LoadFailed text={T.panel.typesFailed} />
        ) : types.length === 0 ? (
          <p className="py-2 text-sm text-stone-600">{T.panel.noTypes}</p>
        ) : (
          <CheckboxList
            name="type"
            options={types.map((s) => ({ value: s.id, label: catalogueName(s) }))}
            selected={value.subcategoryIds}
            onToggle={(id) => onChange(toggleSubcategory(value, id))}
          />
        )}
      </Section>

      <Section title={T.panel.location} testId="filter-locations">
        <CheckboxList
          name="location"
          options={LOCATION_OPTIONS}
          selected={value.locations}
          onToggle={(id) => onChange(toggleLocation(value, id))}
        />
      </Section>

      <Section title={T.panel.date} testId="filter-date">
        <DateFilter value={value} onChange={onChange} />
        <CheckboxList
          name="past"
          options={pastOption}
          selected={value.past ? pastOption.map((o) => o.value) : []}
          onToggle={() => onChange(togglePast(value))}
          className="mt-3"
          testId="filter-past"
        />
      </Section>

      <Section title={T.panel.price} testId="filter-price">
        <PriceFilter value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
