import { inputClass } from '@/components/form/input-class';
import { cn } from '@/lib/cn';

/**
 * A list's filter as a select of `options`. Its label is read to assistive technology only, or
 * shown above the select with `showLabel` (where the filters stand in a panel of their own).
 */
export function FilterSelect({
  label,
  showLabel = false,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  showLabel?: boolean;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="block">
      <span className={showLabel ? 'mb-1 block text-xs font-semibold text-stone-600' : 'sr-only'}>{label}</span>
      <select
        aria-label={showLabel ? undefined : label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'h-11 border-stone-300')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
