import { Banknote, CalendarDays, MapPin, Search, Shapes, Tag, X, type LucideIcon } from 'lucide-react';
import { Link } from '@/lib/router';
import { T } from '../../discovery.texts';
import type { TChipKind, TFilterChip } from '../../filters/filter-model';

const ICONS: Record<TChipKind, LucideIcon> = {
  search: Search,
  category: Shapes,
  type: Tag,
  location: MapPin,
  date: CalendarDays,
  price: Banknote,
};

/**
 * The active-filter chip bar (spec section 2): one removable chip per filter, then 'Clear all'.
 * 'Clear all' is a real link to the plain listing, handled in place so it adds no history entry.
 */
export function ActiveFilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: TFilterChip[];
  onRemove: (chip: TFilterChip) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={T.chips.label} data-testid="active-filters">
      {chips.map((chip) => {
        const Icon = ICONS[chip.kind];
        return (
          <li
            key={chip.key}
            className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full bg-orange-50 pr-1 pl-3 text-sm font-medium text-orange-900 ring-1 ring-orange-200"
            data-testid="filter-chip"
            data-kind={chip.kind}
          >
            <Icon aria-hidden className="size-3.5 shrink-0 text-orange-700" />
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={T.chips.remove(chip.kind, chip.label)}
              className="flex size-7 shrink-0 items-center justify-center rounded-full text-orange-800 transition-colors hover:bg-orange-100 focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:outline-none"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        );
      })}
      <li>
        <Link
          to="/events"
          replace
          onClick={(e) => {
            e.preventDefault();
            onClearAll();
          }}
          className="ml-1 rounded px-1 text-sm font-semibold text-orange-800 underline decoration-orange-300 underline-offset-4 hover:decoration-orange-700 focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:outline-none"
        >
          {T.chips.clearAll}
        </Link>
      </li>
    </ul>
  );
}
