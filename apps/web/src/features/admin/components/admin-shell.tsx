import { useQueryClient } from '@tanstack/react-query';
import type { TAdminMe } from '@tribe/contracts';
import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { adminSend, isAdminSignedOut, useAdminMe } from '../api/admin-api';
import { ADMIN_TEXT as T } from '../texts';
import { LoadError } from './admin-ui';
import { adminNav, type TAdminNavItem } from './admin-nav';
import { ReauthProvider } from './reauth-dialog';

/**
 * The frame of every admin page (the site's header and footer are hidden there, spec section 2):
 * a sidebar on wide screens, a top bar with a menu sheet on phones, the admin's name and sign-out.
 * It guards the page: without an admin session the admin goes to /admin/login and comes back.
 */
export function AdminShell({ brand, title, children }: { brand: ReactNode; title: string; children: ReactNode }) {
  const me = useAdminMe();
  const location = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (me.error) {
    if (isAdminSignedOut(me.error)) {
      const returnTo = encodeURIComponent(location.pathname + location.search);
      return <Navigate to={`/admin/login?returnTo=${returnTo}`} replace />;
    }
    return (
      <main className="min-h-dvh bg-stone-50 px-4 py-16">
        <div className="mx-auto max-w-md">
          <LoadError onRetry={() => void me.refetch()} />
        </div>
      </main>
    );
  }
  return (
    <ReauthProvider>
      <Chrome brand={brand} me={me.data} title={title}>
        {children}
      </Chrome>
    </ReauthProvider>
  );
}

function Chrome({
  brand,
  me,
  title,
  children,
}: {
  brand: ReactNode;
  me: TAdminMe;
  title: string;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <title>{`${title} · ${T.brandSuffix}`}</title>
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-stone-200 bg-white lg:flex">
        <div className="px-5 pb-4 pt-5">{brand}</div>
        <Identity me={me} />
        <nav aria-label={T.nav} className="flex-1 overflow-y-auto px-3">
          <NavList items={adminNav()} />
        </nav>
        <div className="grid gap-1 border-t border-stone-200 p-3">
          <SignOutButton />
          <BackToSite />
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur lg:hidden">
          <div className="min-w-0">
            <p className="truncate text-base font-bold text-stone-900">{title}</p>
            <p className="truncate text-xs text-stone-600">{T.brandSuffix}</p>
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
        <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 pb-16 pt-5 sm:px-6 lg:px-10 lg:pt-10">
          {children}
        </main>
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
            <Dialog.Description className="sr-only">{T.nav}</Dialog.Description>
            <Identity me={me} />
            <nav aria-label={T.menu} className="flex-1 overflow-y-auto p-3">
              <NavList items={adminNav()} onNavigate={() => setMenuOpen(false)} />
            </nav>
            <div className="grid gap-1 border-t border-stone-200 p-3">
              <SignOutButton />
              <BackToSite onClick={() => setMenuOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function Identity({ me }: { me: TAdminMe }) {
  return (
    <div className="border-b border-stone-200 px-5 pb-4 lg:border-0">
      <p className="truncate pt-3 text-base font-bold text-stone-900 lg:pt-0">{me.name}</p>
      <p className="truncate text-sm text-stone-600">{me.email}</p>
    </div>
  );
}

function NavList({ items, onNavigate }: { items: readonly TAdminNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
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

const quietLink =
  'inline-flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-sm font-medium text-stone-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-orange-600';

function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={quietLink}
      onClick={async () => {
        setBusy(true);
        try {
          await adminSend('POST', '/auth/logout');
        } finally {
          queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
          toast({ title: T.signedOut, description: T.signedOutText });
          navigate('/admin/login', { replace: true });
        }
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {T.signOut}
    </button>
  );
}

function BackToSite({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className={quietLink}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {T.backToSite}
    </Link>
  );
}
