import { useQueryClient } from '@tanstack/react-query';
import type { TAdminMe } from '@tribe/contracts';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@/lib/router';
import { AreaShell, quietRowClass } from '@/components/layout/area-shell';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { adminSend, isAdminSignedOut, useAdminMe } from '../api/admin-api';
import { ADMIN_TEXT as T } from '../texts';
import { LoadError } from '@/components/page/page-states';
import { adminNav } from './admin-nav';
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
  return (
    <AreaShell
      brand={brand}
      documentTitle={`${title} · ${T.brandSuffix}`}
      barTitle={title}
      barSubtitle={T.brandSuffix}
      navLabel={T.nav}
      items={adminNav()}
      identity={() => (
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-stone-900">{me.name}</p>
          <p className="truncate text-sm text-stone-600">{me.email}</p>
        </div>
      )}
      foot={() => <SignOutButton />}
    >
      {children}
    </AreaShell>
  );
}

function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={quietRowClass}
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
