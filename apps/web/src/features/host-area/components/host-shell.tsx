import { can, type THostMe, type THostMembership, type THostPermission } from '@tribe/contracts/host-area';
import { ArrowLeft, Lock, Menu, MoreHorizontal, UserPlus, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { statusOf } from '../api/host-api';
import { useHostMe, useSwitchHost } from '../api/host-me';
import { T } from '../texts';
import { BOTTOM_BAR_PATHS, homeFor, navFor, type TNavItem } from './host-nav';
import { LoadError } from './page-states';
import { ShowToursAgainButton } from './tours';

const HostContext = createContext<THostMe | null>(null);

/** The host this page acts for and the person's role there; only inside HostShell. */
export function useActingHost(): THostMembership {
  const me = useContext(HostContext);
  if (!me) throw new Error('useActingHost is used outside HostShell');
  return me.active;
}

/**
 * The frame of every host page (the site's header and footer are hidden there): a sidebar on
 * wide screens, a top bar with a menu sheet and a bottom bar on phones, the acting host and the
 * person's role, a host switcher for people on several teams, and the way back to the site.
 * It also guards the page: signed-out visitors go to sign-in and come back, people on no team
 * are told how to get on one, and a role without `permission` sees why instead of the page.
 * `brand` is the site's logo, passed in by the route.
 */
export function HostShell({
  brand,
  title,
  permission,
  children,
}: {
  brand: ReactNode;
  /** The document title (the page's name). */
  title: string;
  permission: THostPermission;
  children: ReactNode;
}) {
  const { data: user, isPending: userPending } = useUser();
  const location = useLocation();
  const me = useHostMe(Boolean(user));

  if (userPending) return <PageSpinner />;
  if (!user || statusOf(me.error) === 401) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/signin?returnTo=${returnTo}`} replace />;
  }
  if (me.isPending) return <PageSpinner />;
  if (me.error) {
    return (
      <Bare brand={brand} title={title}>
        {statusOf(me.error) === 403 ? (
          <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center">
            <UserPlus aria-hidden="true" className="mx-auto size-8 text-orange-700" />
            <h1 className="mt-3 text-xl font-bold text-stone-900">{T.notOnTeamTitle}</h1>
            <p className="mt-1 text-stone-600">{T.notOnTeamText}</p>
            <Link to="/host/onboarding" className={buttonClass('primary', 'md', 'mt-6')}>
              {T.becomeHost}
            </Link>
          </div>
        ) : (
          <LoadError onRetry={() => void me.refetch()} />
        )}
      </Bare>
    );
  }

  const allowed = can(me.data.active.role, permission);
  return (
    <HostContext.Provider value={me.data}>
      <Chrome brand={brand} me={me.data} title={title} permission={permission}>
        {allowed ? children : <NoAccess />}
      </Chrome>
    </HostContext.Provider>
  );
}

/** Shown instead of a page the person's role may not use (also when the API answers 403). */
export function NoAccess() {
  const host = useActingHost();
  const home = navFor(host.role)[0];
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <Lock aria-hidden="true" className="mx-auto size-8 text-orange-700" />
      <h1 className="mt-3 text-xl font-bold text-stone-900">{T.noAccessTitle(host.vendorName)}</h1>
      <p className="mt-1 text-stone-600">{T.noAccessText}</p>
      {home && (
        <Link to={home.to} className={buttonClass('outline', 'md', 'mt-6')}>
          {home.label}
        </Link>
      )}
    </div>
  );
}

/** Page frame without navigation, while there is no host to show it for. */
function Bare({ brand, title, children }: { brand: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <title>{`${title} · ${T.brandSuffix}`}</title>
      <header className="flex h-14 items-center justify-between border-b border-stone-200 bg-white px-4">
        {brand}
        <BackToSite />
      </header>
      <main className="px-4 py-10">{children}</main>
    </div>
  );
}

function BackToSite({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-stone-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.backToSite}
    </Link>
  );
}

function Chrome({
  brand,
  me,
  title,
  permission,
  children,
}: {
  brand: ReactNode;
  me: THostMe;
  title: string;
  permission: THostPermission;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navFor(me.active.role);
  const bottom = items.filter((i) => (BOTTOM_BAR_PATHS as readonly string[]).includes(i.to));

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <title>{`${title} · ${me.active.vendorName} · ${T.brandSuffix}`}</title>

      {/* Wide screens: the sidebar. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-stone-200 bg-white lg:flex">
        <div className="px-5 pb-4 pt-5">{brand}</div>
        <div className="px-5 pb-4">
          <HostIdentity me={me} permission={permission} />
        </div>
        <nav aria-label={T.hostNav} data-tour="host-sidebar-nav" className="flex-1 overflow-y-auto px-3">
          <NavList items={items} />
        </nav>
        <div className="grid border-t border-stone-200 p-3">
          <ShowToursAgainButton role={me.active.role} />
          <BackToSite className="w-full" />
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        {/* Phones and tablets: the top bar. */}
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur lg:hidden">
          <div className="min-w-0">
            <p className="truncate text-base font-bold text-stone-900">{me.active.vendorName}</p>
            <p className="text-xs text-stone-600">{T.roles[me.active.role]}</p>
          </div>
          <button
            type="button"
            aria-label={T.menu}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </header>

        <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 pb-28 pt-5 sm:px-6 lg:px-10 lg:pb-12 lg:pt-10">
          {children}
        </main>

        {/* Phones and tablets: the bottom bar. */}
        <nav
          aria-label={T.hostNav}
          data-tour="host-bottom-nav"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
        >
          <ul className="mx-auto flex max-w-lg">
            {bottom.map((item) => (
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
                onClick={() => setMenuOpen(true)}
                className="flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-semibold text-stone-600 outline-none focus-visible:bg-stone-100"
              >
                <MoreHorizontal aria-hidden="true" className="size-5" />
                {T.more}
              </button>
            </li>
          </ul>
        </nav>
      </div>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40 transition-opacity duration-200 starting:opacity-0" />
          <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[88%] max-w-sm flex-col bg-white shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-x-full">
            <div className="flex h-14 items-center justify-between border-b border-stone-200 px-4">
              <span onClickCapture={() => setMenuOpen(false)}>{brand}</span>
              <Dialog.Close
                aria-label={T.closeMenu}
                className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600"
              >
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">{T.menu}</Dialog.Title>
            <Dialog.Description className="sr-only">{T.hostNav}</Dialog.Description>
            <div className="border-b border-stone-200 p-4">
              <HostIdentity me={me} permission={permission} onSwitched={() => setMenuOpen(false)} />
            </div>
            <nav aria-label={T.menu} className="flex-1 overflow-y-auto p-3">
              <NavList items={items} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <div className="grid border-t border-stone-200 p-3">
              <ShowToursAgainButton role={me.active.role} onDone={() => setMenuOpen(false)} />
              <BackToSite className="w-full" onClick={() => setMenuOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function NavList({ items, onNavigate }: { items: readonly TNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
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

/**
 * The acting host's name and the person's role; with several memberships, a switcher. Switching
 * reloads every host query for the new host, and leaves a page the new role may not use.
 */
function HostIdentity({
  me,
  permission,
  onSwitched,
}: {
  me: THostMe;
  permission: THostPermission;
  onSwitched?: () => void;
}) {
  const switchHost = useSwitchHost();
  const navigate = useNavigate();
  const id = useId();
  if (me.memberships.length <= 1) {
    return (
      <div className="min-w-0">
        <p className="truncate text-base font-bold text-stone-900">{me.active.vendorName}</p>
        <p className="text-sm text-stone-600">{T.roles[me.active.role]}</p>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        {T.actingFor}
      </label>
      <select
        id={id}
        value={me.active.hostId}
        onChange={(e) => {
          const next = me.memberships.find((m) => m.hostId === Number(e.target.value));
          if (!next) return;
          switchHost(next.hostId);
          onSwitched?.();
          if (!can(next.role, permission)) navigate(homeFor(next.role));
        }}
        className="mt-1 block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-[15px] font-semibold text-stone-900 outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25"
      >
        {me.memberships.map((m) => (
          <option key={m.hostId} value={m.hostId}>
            {`${m.vendorName} · ${T.roles[m.role]}`}
          </option>
        ))}
      </select>
    </div>
  );
}
