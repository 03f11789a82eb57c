import { lazy, Suspense } from 'react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { SHELL } from '@/i18n/shell.texts';

// The menu and its primitives load only for signed-in people.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function Checking() {
  return (
    <span className="inline-flex size-10 items-center justify-center" data-testid="auth-loading">
      <Spinner className="size-5" label={SHELL.checkingAccount} />
    </span>
  );
}

/**
 * Right side of the top nav: a spinner while loading, Login when signed out, else the user menu.
 * The server knows nobody, so it draws the spinner, which the page keeps while it is hydrated:
 * the account is filled in by the render after (the same box before and after, no shift). Part
 * of the first load (a few hundred bytes); the menu and its primitives load only for signed-in
 * people.
 */
export function HeaderAccount() {
  const { data: user, isPending } = useUser();
  const hydrated = useHydrated();
  if (isPending || !hydrated) return <Checking />;
  if (!user) {
    return (
      <Link to="/auth/signin" className={buttonClass('primary', 'sm', 'px-5')}>
        {SHELL.login}
      </Link>
    );
  }
  return (
    <Suspense fallback={<Checking />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
