import { BadgeCheck } from 'lucide-react';
import * as Tooltip from 'radix-ui/tooltip';
import { useState } from 'react';
import { HOST_TEXT as T } from '../host.texts';

/**
 * "Verified host": an admin checked who the host is (docs/admin.md "Hosts"). The badge is a
 * button so the explanation opens on hover, keyboard focus and tap (Radix tooltips ignore touch,
 * so a tap toggles it); the explanation is also its accessible description.
 */
export function VerifiedHostBadge() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            data-testid="verified-host"
            aria-label={`${T.verifiedBadge}. ${T.aboutVerified}`}
            onClick={(e) => {
              e.preventDefault();
              setOpen((o) => !o);
            }}
            className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 outline-none hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <BadgeCheck aria-hidden="true" className="size-4" />
            {T.verifiedBadge}
          </button>
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
