import { ArrowLeft, Menu, MoreHorizontal, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@/lib/router';
import { UI } from '@/components/texts';
import { cn } from '@/lib/cn';

// The sheet (Radix's dialog, some 15 KB) loads when a finger or pointer nears a button that opens
// it, not with the page: the door and the host pages are opened again and again on a phone.
const loadSheet = () => import('./menu-sheet');
const MenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MenuSheet })));
const preloadSheet = () => void loadSheet();
/** Fetches the sheet's code when a button that opens it is neared, touched or focused. */
const sheetIntent = { onPointerEnter: preloadSheet, onTouchStart: preloadSheet, onFocus: preloadSheet };

export interface TAreaNavItem {
  to: string;
  readonly label: string;
  icon: LucideIcon;
}

/** A quiet full-width row in the sidebar's and the sheet's foot (sign out, back to the site). */
export const quietRowClass =
  'inline-flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-sm font-medium text-stone-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600';

export function BackToSite({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Link to="/" onClick={onClick} className={cn(quietRowClass, className)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {UI.backToSite}
    </Link>
  );
}

/**
 * The frame of an area of the site that hides the site's header and footer (the host area, the
 * admin area): a sidebar on wide screens; on phones a top bar whose button opens the menu sheet
 * (the same sheet as the site's phone menu), and optionally a bottom bar with the places used
 * most. The area brings its words, its places, who is signed in (`identity`) and the rows at the
 * foot (`foot`); the way back to the site is always last.
 */
export function AreaShell({
  brand,
  documentTitle,
  barTitle,
  barSubtitle,
  navLabel,
  items,
  exactLinks = false,
  identity,
  foot,
  bottomBar,
  tour,
  children,
}: {
  brand: ReactNode;
  documentTitle: string;
  /** The phone's top bar: what this is (the host's name, the page's name) and under it the area or role. */
  barTitle: string;
  barSubtitle: string;
  /** The navigation's name for screen readers ('Host', 'Admin navigation'). */
  navLabel: string;
  items: readonly TAreaNavItem[];
  /** A link is current only on its own address, not on the pages below it. */
  exactLinks?: boolean;
  /** Who is signed in, or acting for whom; `close` closes the sheet (after switching, say). */
  identity: (close?: () => void) => ReactNode;
  foot?: (close?: () => void) => ReactNode;
  /** The phone's bottom bar: these places and a "More" button that opens the sheet. */
  bottomBar?: { items: readonly TAreaNavItem[]; moreLabel: string };
  /** What the guided tours point at (data-tour): the sidebar's and the bottom bar's navigation. */
  tour?: { sidebar: string; bottomBar: string };
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpenState] = useState(false);
  // Drawn from the first opening on, so closing keeps the sheet's own closing animation.
  const [menuWanted, setMenuWanted] = useState(false);
  const setMenuOpen = (open: boolean) => {
    if (open) setMenuWanted(true);
    setMenuOpenState(open);
  };
  const close = () => setMenuOpen(false);
  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <title>{documentTitle}</title>
      {/* Wide screens: the sidebar. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-stone-200 bg-white lg:flex">
        <div className="px-5 pb-4 pt-5">{brand}</div>
        <div className="px-5 pb-4">{identity()}</div>
        <nav aria-label={navLabel} data-tour={tour?.sidebar} className="flex-1 overflow-y-auto px-3">
          <NavList items={items} exact={exactLinks} />
        </nav>
        <div className="grid gap-1 border-t border-stone-200 p-3">
          {foot?.()}
          <BackToSite />
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        {/* Phones and tablets: the top bar. */}
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur lg:hidden">
          <div className="min-w-0">
            <p className="truncate text-base font-bold text-stone-900">{barTitle}</p>
            <p className="truncate text-xs text-stone-600">{barSubtitle}</p>
          </div>
          <button
            type="button"
            aria-label={UI.menu}
            {...sheetIntent}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </header>

        <main
          className={cn(
            'mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 pt-5 sm:px-6 lg:px-10 lg:pb-12 lg:pt-10',
            bottomBar ? 'pb-28' : 'pb-16',
          )}
        >
          {children}
        </main>

        {bottomBar && (
          <nav
            aria-label={navLabel}
            data-tour={tour?.bottomBar}
            className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
          >
            <ul className="mx-auto flex max-w-lg">
              {bottomBar.items.map((item) => (
                <li key={item.to} className="flex-1">
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold outline-none focus-visible:bg-stone-100',
                        isActive ? 'text-orange-700' : 'text-stone-600',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="size-5" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="flex-1">
                <button
                  type="button"
                  {...sheetIntent}
                  onClick={() => setMenuOpen(true)}
                  className="flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-semibold text-stone-600 outline-none focus-visible:bg-stone-100"
                >
                  <MoreHorizontal aria-hidden="true" className="size-5" />
                  {bottomBar.moreLabel}
                </button>
              </li>
            </ul>
          </nav>
        )}
      </div>

      {menuWanted && (
        <Suspense fallback={null}>
          <MenuSheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            brand={brand}
            title={UI.menu}
            description={navLabel}
            closeLabel={UI.closeMenu}
          >
            <div className="border-b border-stone-200 p-4">{identity(close)}</div>
            <nav aria-label={UI.menu} className="flex-1 overflow-y-auto p-3">
              <NavList items={items} exact={exactLinks} onNavigate={close} />
            </nav>
            <div className="grid gap-1 border-t border-stone-200 p-3">
              {foot?.(close)}
              <BackToSite onClick={close} />
            </div>
          </MenuSheet>
        </Suspense>
      )}
    </div>
  );
}

function NavList({
  items,
  exact,
  onNavigate,
}: {
  items: readonly TAreaNavItem[];
  exact: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={exact}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 text-[15px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
                isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-800 hover:bg-stone-100',
              )
            }
          >
            <item.icon aria-hidden="true" className="size-5 shrink-0" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
