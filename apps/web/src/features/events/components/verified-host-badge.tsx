import { BadgeCheck } from 'lucide-react';
import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { HOST_TEXT as T } from '../host.texts';

const loadTooltip = () => import('./verified-host-tooltip');
const VerifiedHostTooltip = lazy(loadTooltip);

/** The badge itself, the same with or without its tooltip's code. */
export const BadgeButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function BadgeButton(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        data-testid="verified-host"
        aria-label={`${T.verifiedBadge}. ${T.aboutVerified}`}
        className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 outline-none hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-orange-600"
        {...props}
      >
        <BadgeCheck aria-hidden="true" className="size-4" />
        {T.verifiedBadge}
      </button>
    );
  },
);

/**
 * "Verified host": an admin checked who the host is (docs/admin.md "Hosts"). The badge is a
 * button so the explanation opens on hover, keyboard focus and tap (Radix tooltips ignore touch,
 * so a tap toggles it); the explanation is also its accessible description. The tooltip's code
 * (Radix and its positioning, some 15 kB) comes with the first hover, focus or tap (issue 26):
 * the badge then hands over to it, keeping the focus and opening as asked.
 */
export function VerifiedHostBadge() {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const goLive = (openIt: boolean) => {
    hadFocus.current = document.activeElement === button.current;
    void loadTooltip().then(
      () => {
        setLive(true);
        if (openIt) setOpen(true);
      },
      () => {},
    );
  };
  useEffect(() => {
    if (live && hadFocus.current) button.current?.focus();
  }, [live]);
  if (!live)
    return (
      <BadgeButton
        ref={button}
        onPointerEnter={() => goLive(false)}
        onFocus={() => goLive(true)}
        onClick={(e) => {
          e.preventDefault();
          goLive(true);
        }}
      />
    );
  return (
    <Suspense fallback={<BadgeButton />}>
      <VerifiedHostTooltip open={open} setOpen={setOpen} button={button} />
    </Suspense>
  );
}
