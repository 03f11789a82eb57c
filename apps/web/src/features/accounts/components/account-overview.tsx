import { Bookmark, ChevronRight, CircleHelp, Compass, LogOut, Ticket, type LucideIcon } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useLogout } from '../api/logout';
import { accountLinks, userMenuLabel } from '../user-display';
import { AccountLinkIcon } from './account-link-icon';
import { UserAvatar } from './user-avatar';
import { T } from '../texts';

const rowClass =
  'flex min-h-14 items-center gap-3 px-4 text-[15px] font-medium text-stone-800 outline-none transition-colors hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-orange-600';

function RowLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: string }) {
  return (
    <li>
      <Link to={to} className={rowClass}>
        <Icon aria-hidden="true" className="size-5 text-stone-500" />
        <span className="flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
      </Link>
    </li>
  );
}

const listClass = 'divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white';

/** The account's "More" links: where, their icon, their words. */
const MORE_LINKS = [
  ['/saved', Bookmark, 'savedEvents'],
  ['/events', Compass, 'discoverEvents'],
  ['/pricing', Ticket, 'pricingForHosts'],
  ['/refund-policy', CircleHelp, 'helpRefunds'],
] as const;

/** The Account tab: sign-in prompt for visitors, the user's own links when signed in. */
export function AccountOverview() {
  const { data: user, isPending } = useUser();
  const logout = useLogout();

  if (isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner className="size-8" label={T.menu.checkingAccount} />
      </div>
    );
  }

  const more = (
    <section aria-labelledby="account-more" className="mt-8">
      <h2 id="account-more" className="px-1 text-sm font-semibold uppercase tracking-wider text-stone-600">
        {T.overview.more}
      </h2>
      <ul className={`${listClass} mt-3`}>
        {MORE_LINKS.map(([to, icon, words]) => (
          <RowLink key={to} to={to} icon={icon}>
            {T.overview[words]}
          </RowLink>
        ))}
      </ul>
    </section>
  );

  if (!user) {
    return (
      <div>
        <div className="rounded-3xl bg-gradient-to-br from-orange-700 to-orange-900 p-6 text-white shadow-lg shadow-orange-900/20 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.overview.yourTikitiAccount}</h1>
          <p className="mt-2 max-w-md text-orange-50">{T.overview.visitorPitch}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth/signin" className={buttonClass('outline', 'md', 'border-white px-6')}>
              {T.menu.logIn}
            </Link>
            <Link
              to="/auth/signup"
              className={buttonClass(
                'ghost',
                'md',
                'px-6 text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 focus-visible:ring-white',
              )}
            >
              {T.menu.createAccount}
            </Link>
          </div>
        </div>
        {more}
      </div>
    );
  }

  return (
    <div>
      <div className="flex items-center gap-4 rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
        <UserAvatar user={user} className="size-16 text-lg" />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
            {userMenuLabel(user)}
          </h1>
          {user.email && <p className="truncate text-stone-600">{user.email}</p>}
          {user.isHost && (
            <span className="mt-1 inline-flex rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800">
              {T.overview.host}
            </span>
          )}
        </div>
      </div>
      <section aria-labelledby="account-yours" className="mt-8">
        <h2 id="account-yours" className="px-1 text-sm font-semibold uppercase tracking-wider text-stone-600">
          {T.overview.yourAccount}
        </h2>
        <ul className={`${listClass} mt-3`}>
          {accountLinks(user.isHost).map((link) => (
            <li key={link.id}>
              <Link to={link.to} className={rowClass}>
                <AccountLinkIcon id={link.id} className="size-5 text-stone-500" />
                <span className="flex-1">{link.label}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${rowClass} w-full text-left`}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" className="size-5 text-stone-500" />
              <span className="flex-1">{T.menu.logOut}</span>
            </button>
          </li>
        </ul>
      </section>
      {more}
    </div>
  );
}
