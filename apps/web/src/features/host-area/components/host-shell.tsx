import { can, type THostMe, type THostMembership, type THostPermission } from '@tribe/contracts/host-area';
import { Lock, UserPlus } from 'lucide-react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@/lib/router';
import { AreaShell, BackToSite } from '@/components/layout/area-shell';
import { buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { statusOf } from '@/lib/host-api';
import { useHostMe, useSwitchHost } from '../api/host-me';
import { T } from '../texts';
import { BOTTOM_BAR_PATHS, homeFor, navFor } from './host-nav';
import { LoadError } from '@/components/page/page-states';
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
        <BackToSite className="w-auto" />
      </header>
      <main className="px-4 py-10">{children}</main>
    </div>
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
  const items = navFor(me.active.role);
  return (
    <AreaShell
      brand={brand}
      documentTitle={`${title} · ${me.active.vendorName} · ${T.brandSuffix}`}
      barTitle={me.active.vendorName}
      barSubtitle={T.roles[me.active.role]}
      navLabel={T.hostNav}
      items={items}
      exactLinks
      identity={(close) => <HostIdentity me={me} permission={permission} onSwitched={close} />}
      foot={(close) => <ShowToursAgainButton role={me.active.role} onDone={close} />}
      bottomBar={{
        items: items.filter((i) => (BOTTOM_BAR_PATHS as readonly string[]).includes(i.to)),
        moreLabel: T.more,
      }}
      tour={{ sidebar: 'host-sidebar-nav', bottomBar: 'host-bottom-nav' }}
    >
      {children}
    </AreaShell>
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
