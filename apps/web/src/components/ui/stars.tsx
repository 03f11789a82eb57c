import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

/**
 * Five stars filled up to `value` (0–5, fractions filled in part), read out as `label` (e.g.
 * 'Rated 4.6 out of 5'). Display only; a rating input is a radio group of its own.
 */
export function Stars({
  value,
  label,
  size = 'md',
  className,
}: {
  value: number;
  label: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <span key={i} aria-hidden="true" className={cn('relative inline-block', SIZES[size])}>
            <Star className={cn('absolute inset-0 text-stone-300', SIZES[size])} strokeWidth={1.75} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-amber-400 text-amber-500', SIZES[size])} strokeWidth={1.75} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
