import { Info } from 'lucide-react';
import * as Tooltip from 'radix-ui/tooltip';
import { useState } from 'react';
import { T } from '../texts';

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
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-xl bg-stone-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-stone-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
