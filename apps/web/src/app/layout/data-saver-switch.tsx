import { useId } from 'react';
import { cn } from '@/lib/cn';
import { browserAsksToSaveData, setDataSaver, useDataSaver, useDataSaverSetting } from '@/lib/data-saver';
import { DATA_SAVER_TEXT as T } from './data-saver.texts';

/**
 * The person's Data saver switch with its explanation line. It shows whether the saver is on now
 * (by the person's choice or the browser's); flipping it records an explicit on or off, which
 * then wins over the browser (apps/web/src/lib/data-saver.ts).
 */
export function DataSaverSwitch({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const on = useDataSaver();
  const setting = useDataSaverSetting();
  const id = useId();
  const dark = tone === 'dark';
  return (
    <div className={cn('flex items-start justify-between gap-4', className)} data-testid="data-saver">
      <div className="min-w-0">
        <p id={`${id}-label`} className={cn('text-sm font-semibold', dark ? 'text-white' : 'text-stone-900')}>
          {T.label}
        </p>
        <p id={`${id}-text`} className={cn('mt-1 text-sm', dark ? 'text-stone-400' : 'text-stone-600')}>
          {T.explanation}
          {on && setting === 'auto' && browserAsksToSaveData() ? ` ${T.automatic}` : ''}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        onClick={() => setDataSaver(on ? 'off' : 'on')}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2 motion-reduce:transition-none',
          dark ? 'focus-visible:ring-offset-stone-950' : '',
          on ? 'bg-orange-700' : dark ? 'bg-stone-700' : 'bg-stone-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
