import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { toast } from '@/components/ui/toast';
import { price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { adminSend } from '../api/admin-api';
import { useAdminUser, useAdminUsers, userKey } from '../api/admin-d-api';
import { EmptyState, LoadError, LoadingRows, PageHeading, Panel } from '@/components/page/page-states';
import { Facts, Pager, RecordFrame } from '../components/admin-ui';
import { ActionDialog } from '../components/action-dialog';
import { adminDate } from '../dates';
import { ADMIN_TEXT as T } from '../texts';
import { PEOPLE_TEXT as P } from '../texts-people';

const U = P.users;
const LIMIT = 25;
const day = adminDate;

/** /admin/users (docs/admin.md): look anyone up; one user (`?user=`) with orders and sign-out everywhere. */
export function AdminUsersPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('user'));
  return Number.isInteger(userId) && userId > 0 ? <UserDetail userId={userId} /> : <UserList />;
}

function UserList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [text, setText] = useState(q);
  const list = useAdminUsers(q, offset, LIMIT);
  const go = (nextQ: string, nextOffset: number) => {
    const p = new URLSearchParams();
    if (nextQ) p.set('q', nextQ);
    if (nextOffset) p.set('offset', String(nextOffset));
    setParams(p, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text.trim(), 0);
  };
  return (
    <>
      <PageHeading title={T.pages.users} />
      <form onSubmit={submit} role="search" className="flex gap-2">
        <label className="sr-only" htmlFor="admin-user-search">
          {U.search}
        </label>
        <input
          id="admin-user-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={U.searchPlaceholder}
          className={cn(inputClass, 'h-12 flex-1 border-stone-300')}
        />
        <Button type="submit" size="lg" aria-label={U.search}>
          <Search aria-hidden="true" className="size-5" />
        </Button>
      </form>
      <p className="mt-2 text-sm text-stone-600">{U.lead}</p>
      <div className="mt-5">
        {list.isPending ? (
          <LoadingRows />
        ) : list.error ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={U.empty} />
        ) : (
          <>
            <ul className="grid gap-2">
              {list.data.items.map((u) => (
                <li key={u.id}>
                  <Link
                    to={`/admin/users?user=${u.id}`}
                    className="block rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm outline-none hover:border-orange-300 focus-visible:ring-2 focus-visible:ring-orange-600"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-stone-900">{u.name}</span>
                      {u.isHost && (
                        <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-800">
                          {U.host}
                        </span>
                      )}
                    </div>
                    <div className="mt-0.5 flex flex-wrap gap-x-4 text-sm text-stone-600">
                      <span className="break-all">{u.email}</span>
                      {u.phone && <span>{u.phone}</span>}
                      <span>@{u.username}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager offset={offset} limit={LIMIT} total={list.data.total} onChange={(o) => go(q, o)} />
          </>
        )}
      </div>
    </>
  );
}

function UserDetail({ userId }: { userId: number }) {
  const user = useAdminUser(userId);
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  return (
    <RecordFrame backTo="/admin/users" backLabel={U.back} query={user}>
      {(u) => {
        return (
          <>
            <PageHeading title={u.name}>
              <Button variant="outline" onClick={() => setConfirm(true)}>
                <LogOut aria-hidden="true" className="size-4" />
                {U.endSessions}
              </Button>
            </PageHeading>
            <div className="grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <Panel>
                <Facts
                  className="grid gap-3 text-[15px]"
                  items={[
                    [U.email, u.email + (u.emailVerified ? '' : ` (${U.unverified})`)],
                    [U.phone, u.phone ?? P.hosts.none],
                    [U.username, `@${u.username}`],
                    [U.joined, day(u.createdAt)],
                  ]}
                />
                <p className="mt-4 text-sm font-semibold text-stone-800">{U.sessions(u.activeSessions)}</p>
                {u.hostId && (
                  <Link
                    to={`/admin/hosts?host=${u.hostId}`}
                    className="mt-2 inline-block text-sm font-semibold text-orange-800 hover:underline"
                  >
                    {U.host} #{u.hostId}
                  </Link>
                )}
              </Panel>
              <Panel title={U.orders}>
                {u.orders.length === 0 ? (
                  <p className="text-stone-600">{U.noOrders}</p>
                ) : (
                  <ul className="divide-y divide-stone-100">
                    {u.orders.map((o) => (
                      <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                        <span className="min-w-0">
                          <span className="font-mono text-sm font-semibold text-stone-900">{o.reference}</span>
                          <span className="block truncate text-sm text-stone-600">{o.eventTitle}</span>
                        </span>
                        <span className="text-right text-sm">
                          <span className="block font-semibold tabular-nums text-stone-900">{price(o.total)}</span>
                          <span className="text-stone-600">
                            {U.orderStatus[o.status as keyof typeof U.orderStatus] ?? o.status} · {day(o.createdAt)}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
            <ActionDialog
              open={confirm}
              onOpenChange={setConfirm}
              title={U.endTitle}
              text={U.endLead}
              confirmLabel={U.endConfirm}
              destructive
              onConfirm={async () => {
                const r = await adminSend<{ ended: number }>('POST', `/users/${userId}/end-sessions`);
                toast({ title: U.ended(r.ended) });
                await queryClient.invalidateQueries({ queryKey: userKey(userId) });
              }}
            />
          </>
        );
      }}
    </RecordFrame>
  );
}
