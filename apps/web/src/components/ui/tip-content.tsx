import * as Tooltip from 'radix-ui/tooltip';
import type { ReactNode } from 'react';

/** A tooltip's dark card above its trigger, with its arrow (inside a Radix `Tooltip.Root`). */
export function TipContent({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Tooltip.Portal>
      <Tooltip.Content
        side="top"
        sideOffset={6}
        collisionPadding={12}
        data-testid={testId}
        className="z-50 max-w-64 rounded-xl bg-stone-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
      >
        {children}
        <Tooltip.Arrow className="fill-stone-900" />
      </Tooltip.Content>
    </Tooltip.Portal>
  );
}
