import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { SHELL } from '@/i18n/shell.texts';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(loadSheet);

/**
 * Phone menu: a button in the header, and a sheet from the right with the top nav's links and
 * the account links. The sheet's code loads when a finger or pointer comes near the button, not
 * with the first page.
 */
export function MobileNav({ onFindYourTribe }: { onFindYourTribe: () => void }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { pathname, search } = useLocation();

  // Any navigation (a link in the sheet, Back) closes the sheet.
  useEffect(() => setOpen(false), [pathname, search]);

  const preload = () => void loadSheet();

  return (
    <>
      <button
        type="button"
        aria-label={SHELL.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-stone-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600 md:hidden"
      >
        {/* Lucide's "menu" icon drawn inline: the icon library's shared code (about 1 kB) stays out of the first load. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-6"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} onFindYourTribe={onFindYourTribe} />
        </Suspense>
      )}
    </>
  );
}
