import { Info } from 'lucide-react';
import * as Tooltip from 'radix-ui/tooltip';
import { useState } from 'react';
import { T } from '../texts';
import { TipContent } from '@/components/ui/tip-content';

/**
 * An (i) that explains a figure on hover, on keyboard focus, and on tap (Radix tooltips ignore
 * touch, so a tap toggles it).
 */
export function InfoTip({ name, text }: { name: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={T.aboutFigure(name)}
            onClick={(e) => {
              e.preventDefault();
              setOpen((o) => !o);
            }}
            className="inline-flex size-7 items-center justify-center rounded-full text-stone-500 outline-none hover:bg-stone-100 hover:text-stone-800 focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip.Trigger>
        <TipContent>{text}</TipContent>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
