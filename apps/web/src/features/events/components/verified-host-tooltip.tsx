import * as Tooltip from 'radix-ui/tooltip';
import type { RefObject } from 'react';
import { HOST_TEXT as T } from '../host.texts';
import { BadgeButton } from './verified-host-badge';

/**
 * The verified badge with its explanation (verified-host-badge.tsx): the tooltip primitives and
 * their positioning code, a chunk of their own fetched on the first hover, focus or tap.
 */
export default function VerifiedHostTooltip({
  open,
  setOpen,
  button,
}: {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  button: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <BadgeButton
            ref={button}
            onClick={(e) => {
              e.preventDefault();
              setOpen((o) => !o);
            }}
          />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            data-testid="verified-host-explained"
            className="z-50 max-w-64 rounded-xl bg-stone-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {T.verifiedExplained}
            <Tooltip.Arrow className="fill-stone-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
