import { ChevronDown, LogOut } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { Link } from '@/lib/router';
import type { TUser } from '@/lib/auth';
import { useLogout } from '../api/logout';
import { accountLinks, userMenuLabel } from '../user-display';
import { AccountLinkIcon } from './account-link-icon';
import { UserAvatar } from './user-avatar';
import { T } from '../texts';

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-950 data-[disabled]:opacity-50';

/** The signed-in user's menu in the top nav: who they are, their pages, Settings and Log out. */
export function UserMenu({ user }: { user: TUser }) {
  const logout = useLogout();
  const label = userMenuLabel(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label ? T.menu.accountMenuFor(label) : T.menu.accountMenu}
        className="group inline-flex items-center gap-1 rounded-full p-0.5 pr-1.5 outline-none ring-orange-600 ring-offset-2 transition-colors hover:bg-stone-100 focus-visible:ring-2 data-[state=open]:bg-stone-100"
      >
        <UserAvatar user={user} />
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-stone-500 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 rounded-2xl border border-stone-200 bg-white p-1.5 text-stone-900 shadow-xl shadow-stone-900/10"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5" data-testid="user-menu-header">
            <UserAvatar user={user} className="size-10" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-stone-900">{label}</span>
              {user.email && <span className="block truncate text-xs text-stone-600">{user.email}</span>}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {accountLinks(user.isHost).map((link) => (
            <DropdownMenu.Item key={link.id} asChild className={itemClass}>
              <Link to={link.to}>
                <AccountLinkIcon id={link.id} />
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClass} disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" className="size-4 text-stone-500" />
            {T.menu.logOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
