import { HeaderAccount } from '@/features/accounts/components/header-account';
import { NavLink, Link } from '@/lib/router';
import { SHELL } from '@/i18n/shell.texts';
import { cn } from '@/lib/cn';
import { useFindYourTribe } from './find-your-tribe';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

const linkClass =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium text-stone-700 outline-none transition-colors hover:bg-stone-100 hover:text-stone-950 focus-visible:ring-2 focus-visible:ring-orange-600';

/**
 * Top nav (spec "Top nav"): logo, Discover events, Host events, 'Find your tribe', and the
 * account control. Sticky, 64px. Phones get the same links in a menu sheet.
 */
export function Header() {
  const findYourTribe = useFindYourTribe();
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-stone-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Logo className="mr-2" />
        <nav aria-label={SHELL.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink
                to="/events"
                className={({ isActive }) =>
                  cn(linkClass, isActive && 'bg-orange-50 text-orange-800 hover:bg-orange-50 hover:text-orange-800')
                }
              >
                {SHELL.discoverEvents}
              </NavLink>
            </li>
            <li>
              <Link to="/auth/signup?type=host" className={linkClass}>
                {SHELL.hostEvents}
              </Link>
            </li>
            <li>
              <button type="button" onClick={findYourTribe} className={linkClass}>
                {SHELL.findYourTribe}
              </button>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderAccount />
          <MobileNav onFindYourTribe={findYourTribe} />
        </div>
      </div>
    </header>
  );
}
