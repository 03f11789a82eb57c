import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_HOST_FILTERS, type TAdminHostDetail, type TAdminHostRow } from '@tribe/contracts';
import { BadgeCheck, Ban } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { adminSend } from '../api/admin-api';
import { hostKey, useAdminHost, useAdminHosts } from '../api/admin-d-api';
import { PageHeading, Panel } from '@/components/page/page-states';
import { Facts, RecordFrame, ResultCard, ResultList, SearchBox } from '../components/admin-ui';
import { ActionDialog } from '../components/action-dialog';
import { adminDate } from '../dates';
import { ADMIN_TEXT as T } from '../texts';
import { PEOPLE_TEXT as P } from '../texts-people';

const H = P.hosts;
const LIMIT = 25;
const day = (iso: string | null) => (iso ? adminDate(iso) : H.none);

/** /admin/hosts (docs/admin.md): find hosts; one host (`?host=`) with events, balances and actions. */
export function AdminHostsPage() {
  const [params] = useSearchParams();
  const hostId = Number(params.get('host'));
  return Number.isInteger(hostId) && hostId > 0 ? <HostDetail hostId={hostId} /> : <HostList />;
}

function StateBadges({ h }: { h: Pick<TAdminHostRow, 'verifiedAt' | 'suspendedAt'> }) {
  return (
    <>
      {h.verifiedAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {H.verified}
        </span>
      )}
      {h.suspendedAt && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          <Ban aria-hidden="true" className="size-3.5" />
          {H.suspended}
        </span>
      )}
    </>
  );
}

function HostList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? 'all';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const list = useAdminHosts(q, status, offset, LIMIT);
  const go = (next: Record<string, string | number>) => {
    const p = new URLSearchParams({ q, status, offset: String(offset) });
    for (const [k, v] of Object.entries(next)) p.set(k, String(v));
    for (const k of ['q', 'offset']) if (!p.get(k) || p.get(k) === '0') p.delete(k);
    if (p.get('status') === 'all') p.delete('status');
    setParams(p, { replace: true });
  };
  return (
    <>
      <PageHeading title={T.pages.hosts} />
      <SearchBox id="admin-host-search" words={H} initial={q} onSearch={(next) => go({ q: next, offset: 0 })} />
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={H.search}>
        {ADMIN_HOST_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={status === f}
            onClick={() => go({ status: f, offset: 0 })}
            className={cn(
              'min-h-10 rounded-full border px-4 text-sm font-semibold',
              status === f
                ? 'border-orange-700 bg-orange-50 text-orange-800'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
            )}
          >
            {H.filters[f]}
          </button>
        ))}
      </div>
      <ResultList
        list={list}
        empty={H.empty}
        href={(h) => `/admin/hosts?host=${h.id}`}
        pager={{ offset, limit: LIMIT, onChange: (o) => go({ offset: o }) }}
      >
        {(h) => (
          <ResultCard name={h.vendorName} badges={<StateBadges h={h} />}>
            <span>{h.ownerEmail}</span>
            <span>{H.events(h.eventsCount)}</span>
            <span>#{h.id}</span>
          </ResultCard>
        )}
      </ResultList>
    </>
  );
}

function HostDetail({ hostId }: { hostId: number }) {
  const host = useAdminHost(hostId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'suspend' | 'restore' | null>(null);
  const [busy, setBusy] = useState(false);
  const done = (d: TAdminHostDetail, title: string) => {
    queryClient.setQueryData(hostKey(hostId), d);
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/hosts'], exact: false, refetchType: 'none' });
    toast({ title });
  };
  return (
    <RecordFrame backTo="/admin/hosts" backLabel={H.back} query={host}>
      {(h) => {
        const b = h.balances.totals;
        const suspended = Boolean(h.suspendedAt);
        return (
          <>
            <PageHeading title={h.vendorName}>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      const d = await adminSend<TAdminHostDetail>('POST', `/hosts/${hostId}/verification`, {
                        verified: !h.verifiedAt,
                      });
                      done(d, d.verifiedAt ? H.doneVerified : H.doneUnverified);
                    } catch {
                      toast({ title: T.actionFailed });
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {h.verifiedAt ? H.unverify : H.verify}
                </Button>
                <Button
                  variant={suspended ? 'primary' : 'outline'}
                  className={suspended ? '' : 'border-red-300 text-red-800 hover:bg-red-50'}
                  onClick={() => setDialog(suspended ? 'restore' : 'suspend')}
                >
                  {suspended ? H.restore : H.suspend}
                </Button>
              </div>
            </PageHeading>
            <div className="-mt-3 mb-5 flex flex-wrap items-center gap-2 sm:-mt-6">
              <StateBadges h={h} />
              <span className="text-sm text-stone-600">
                /{h.slug} · #{h.id}
              </span>
            </div>
            {suspended && (
              <p role="status" className="mb-5 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
                {H.suspendedOn(day(h.suspendedAt), h.suspendedReason ?? '')}
              </p>
            )}
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel title={H.balances}>
                <dl className="grid grid-cols-2 gap-3">
                  {(
                    [
                      [H.gross, b.gross],
                      [H.fees, b.fees],
                      [H.refunds, b.refunds],
                      [H.paidOut, b.payouts],
                      [H.pending, b.pendingPayouts],
                      [H.available, b.available],
                    ] as const
                  ).map(([k, v]) => (
                    <div key={k} className="rounded-xl bg-stone-50 p-3">
                      <dt className="text-sm text-stone-600">{k}</dt>
                      <dd className="mt-0.5 text-lg font-bold tabular-nums text-stone-900">{price(v)}</dd>
                    </div>
                  ))}
                </dl>
              </Panel>
              <Panel title={H.details}>
                <Facts
                  className="grid gap-3 text-[15px] sm:grid-cols-2"
                  items={[
                    [H.owner, `${h.ownerName} · ${h.ownerEmail}`],
                    [H.contact, [h.email, h.phone].filter(Boolean).join(' · ') || H.none],
                    [H.legalName, h.legalName ?? H.none],
                    [H.kraPin, h.kraPin ?? H.none],
                    [H.payout, h.payoutDetailsMasked ?? H.none],
                    [H.team, String(h.teamCount)],
                    [
                      H.onboarding,
                      H.onboardingStates[h.onboardingState as keyof typeof H.onboardingStates] ?? h.onboardingState,
                    ],
                    [P.users.joined, day(h.createdAt)],
                  ]}
                />
              </Panel>
              <Panel title={H.eventsTitle} className="lg:col-span-2">
                {h.events.length === 0 ? (
                  <p className="text-stone-600">{H.noEvents}</p>
                ) : (
                  <ul className="divide-y divide-stone-100">
                    {h.events.map((e) => (
                      <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                        <a href={`/events/${e.externalId}`} className="font-semibold text-stone-900 hover:underline">
                          {e.title}
                        </a>
                        <span className="text-sm text-stone-600">
                          {H.eventStatus[e.status as keyof typeof H.eventStatus] ?? e.status} · {day(e.startDate)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
            <ActionDialog
              open={dialog !== null}
              onOpenChange={(o) => !o && setDialog(null)}
              title={dialog === 'restore' ? H.restoreTitle(h.vendorName) : H.suspendTitle(h.vendorName)}
              text={dialog === 'restore' ? H.restoreLead : H.suspendLead}
              confirmLabel={dialog === 'restore' ? H.restore : H.suspend}
              note={{ label: H.reason, hint: H.reasonHint, minLength: 3, maxLength: 500 }}
              destructive={dialog === 'suspend'}
              onConfirm={async (reason) => {
                const d = await adminSend<TAdminHostDetail>('POST', `/hosts/${hostId}/${dialog}`, { reason });
                done(d, dialog === 'restore' ? H.doneRestored : H.doneSuspended);
              }}
            />
          </>
        );
      }}
    </RecordFrame>
  );
}
