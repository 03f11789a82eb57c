import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { FT, RATINGS } from '../reviews.texts';

/**
 * Five large star buttons as one radio group: native radio inputs (arrow keys move and choose,
 * Tab leaves the group, a screen reader reads '4 stars: Very good, 4 of 5'), drawn as stars
 * filled up to the one chosen, or the one under the pointer.
 */
export function StarInput({
  value,
  onChange,
  describedBy,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const name = useId();
  const legend = `${name}-legend`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legend}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="min-w-0"
    >
      <legend id={legend} className="sr-only">
        {FT.ratingLegend}
      </legend>
      <div className="flex items-center justify-center gap-1 sm:justify-start" onPointerLeave={() => setHover(null)}>
        {RATINGS.map((n) => (
          <label
            key={n}
            onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(n)}
            className="flex size-14 cursor-pointer items-center justify-center rounded-full transition-transform active:scale-90 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600 sm:size-12"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={FT.starLabel(n, FT.ratingWord(n))}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn(
                'size-11 transition-colors sm:size-10',
                n <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-300',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
