import { LogOut } from 'lucide-react';
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
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium text-stone-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600';

/** The account part of the mobile menu; `onNavigate` lets the menu close itself when a link is followed. */
export function AccountSheetSection({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user, isPending } = useUser();
  const logout = useLogout();

  if (isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-5" label={T.menu.checkingAccount} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-stone-600">{T.menu.sheetPrompt}</p>
        <Link to="/auth/signin" onClick={onNavigate} className={buttonClass('primary', 'md')}>
          {T.menu.logIn}
        </Link>
        <Link to="/auth/signup" onClick={onNavigate} className={buttonClass('outline', 'md')}>
          {T.menu.createAccount}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <div className="flex items-center gap-3 px-3 pb-3">
        <UserAvatar user={user} className="size-11" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{userMenuLabel(user)}</p>
          {user.email && <p className="truncate text-sm text-stone-600">{user.email}</p>}
        </div>
      </div>
      <ul className="grid gap-0.5">
        {accountLinks(user.isHost).map((link) => (
          <li key={link.id}>
            <Link to={link.to} onClick={onNavigate} className={rowClass}>
              <AccountLinkIcon id={link.id} className="size-5 text-stone-500" />
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${rowClass} w-full`}
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSuccess: onNavigate })}
          >
            <LogOut aria-hidden="true" className="size-5 text-stone-500" />
            {T.menu.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
