import { cn } from '@/lib/cn';

export interface TCheckboxOption<T extends string | number> {
  value: T;
  label: string;
}

/** A list of labelled checkboxes that scrolls at a fixed height (spec: category and location lists). */
export function CheckboxList<T extends string | number>({
  name,
  options,
  selected,
  onToggle,
  testId,
  className,
}: {
  name: string;
  options: readonly TCheckboxOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  testId?: string;
  className?: string;
}) {
  return (
    <ul
      className={cn('-mx-2 max-h-60 space-y-0.5 overflow-y-auto overscroll-contain px-2 py-1', className)}
      data-testid={testId}
    >
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <li key={o.value}>
            <label
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm transition-colors hover:bg-stone-100',
                checked ? 'font-medium text-stone-900' : 'text-stone-700',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={String(o.value)}
                checked={checked}
                onChange={() => onToggle(o.value)}
                className="size-4 shrink-0 cursor-pointer rounded accent-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
              />
              <span>{o.label}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** Grey bars standing in for a list that is still loading. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden className="space-y-3 py-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <div className="size-4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div
            className="h-3.5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none"
            style={{ width: `${45 + ((i * 17) % 40)}%` }}
          />
        </div>
      ))}
    </div>
  );
}
