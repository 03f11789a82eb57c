import { cn } from '@/lib/cn';

type Tone = 'good' | 'bad' | 'neutral' | 'busy';
const tones: Record<Tone, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  bad: 'bg-red-50 text-red-800 ring-red-600/20',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  busy: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
