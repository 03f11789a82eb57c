import { cn } from '@/lib/cn';
import { passwordStrength, strengthLabel } from '../form-rules';
import { T } from '../texts';

const BAR_COLORS = ['bg-stone-200', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;
const TEXT_COLORS = ['text-stone-500', 'text-red-700', 'text-amber-700', 'text-lime-700', 'text-emerald-700'] as const;

/** Four bars and a word; the word is what screen readers get (the bars are decoration). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  return (
    <div className="mt-2 flex items-center gap-3" data-testid="password-strength" data-score={score}>
      <div className="grid flex-1 grid-cols-4 gap-1.5" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 rounded-full transition-colors', score >= bar ? BAR_COLORS[score] : 'bg-stone-200')}
          />
        ))}
      </div>
      <span className={cn('w-20 text-right text-xs font-semibold', TEXT_COLORS[score])}>
        {password ? strengthLabel(score) : ''}
        <span className="sr-only">{password ? T.controls.passwordWord : ''}</span>
      </span>
    </div>
  );
}
