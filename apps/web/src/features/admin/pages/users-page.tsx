import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { price } from '@/i18n/format';
import { adminSend } from '../api/admin-api';
import { useAdminUser, useAdminUsers, userKey } from '../api/admin-d-api';
import { PageHeading, Panel } from '@/components/page/page-states';
import { Facts, RecordFrame, ResultCard, ResultList, SearchBox } from '../components/admin-ui';
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
  const list = useAdminUsers(q, offset, LIMIT);
  const go = (nextQ: string, nextOffset: number) => {
    const p = new URLSearchParams();
    if (nextQ) p.set('q', nextQ);
    if (nextOffset) p.set('offset', String(nextOffset));
    setParams(p, { replace: true });
  };
  return (
    <>
      <PageHeading title={T.pages.users} />
      <SearchBox id="admin-user-search" words={U} initial={q} onSearch={(next) => go(next, 0)} />
      <p className="mt-2 text-sm text-stone-600">{U.lead}</p>
      <ResultList
        list={list}
        empty={U.empty}
        href={(u) => `/admin/users?user=${u.id}`}
        pager={{ offset, limit: LIMIT, onChange: (o) => go(q, o) }}
      >
        {(u) => (
          <ResultCard
            name={u.name}
            badges={
              u.isHost && (
                <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-800">
                  {U.host}
                </span>
              )
            }
          >
            <span className="break-all">{u.email}</span>
            {u.phone && <span>{u.phone}</span>}
            <span>@{u.username}</span>
          </ResultCard>
        )}
      </ResultList>
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
