import * as Tooltip from 'radix-ui/tooltip';
import type { RefObject } from 'react';
import { HOST_TEXT as T } from '../host.texts';
import { BadgeButton } from './verified-host-badge';
import { TipContent } from '@/components/ui/tip-content';

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
        <TipContent testId="verified-host-explained">{T.verifiedExplained}</TipContent>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
