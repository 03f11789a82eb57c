import * as Dialog from 'radix-ui/dialog';
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminPayout, TAdminPayoutList, THostPayoutStatus, TLedgerCheck } from '@tribe/contracts';
import { HOST_PAYOUT_STATUSES } from '@tribe/contracts/host-settings';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { eventDateTime, price } from '@/i18n/format';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { adminGet, adminSend } from '../api/admin-api';
import { EmptyState, LoadError, LoadingRows, PageHeading, Panel } from '@/components/page/page-states';
import { useReauth } from '../components/reauth-dialog';
import { ADMIN_MONEY_TEXT } from '../texts-money';
import { ADMIN_TEXT as T } from '../texts';
import { DialogActions } from '@/components/form/dialog-actions';

const M = ADMIN_MONEY_TEXT.payouts;

const TONES: Record<THostPayoutStatus, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const errorText = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : M.failedAction);

/** /admin/payouts: hosts' requests by status, approve (with a fresh code), reject, send again; the ledger's last check. */
export function AdminPayoutsPage() {
  const [status, setStatus] = useState<THostPayoutStatus | 'all'>('requested');
  const [page, setPage] = useState(1);
  const queryKey = ['/api/admin/payouts', status, page];
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      adminGet<TAdminPayoutList>(`/payouts?page=${page}${status === 'all' ? '' : `&status=${status}`}`, { signal }),
    // Sending takes a few seconds: keep the list fresh while anything is on its way.
    refetchInterval: (q) =>
      q.state.data?.items.some((p) => p.status === 'approved' || p.status === 'processing') ? 2000 : false,
  });

  return (
    <>
      <PageHeading title={T.pages.payouts} />
      <LedgerPanel />
      <div role="group" aria-label={M.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {(['all', ...HOST_PAYOUT_STATUSES] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={cn(
              'h-9 rounded-full border px-3 text-sm font-semibold',
              status === s
                ? 'border-stone-900 bg-stone-900 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
            )}
          >
            {s === 'all' ? M.all : M.status[s]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingRows rows={4} />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={M.emptyTitle} text={M.emptyText} />
      ) : (
        <>
          <ul className="grid gap-3">
            {list.data.items.map((p) => (
              <PayoutRow key={p.id} payout={p} />
            ))}
          </ul>
          <div className="mt-4 flex justify-between">
            <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {T.previous}
            </Button>
            <Button variant="outline" size="sm" disabled={!list.data.hasMore} onClick={() => setPage(page + 1)}>
              {M.more}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

function PayoutRow({ payout: p }: { payout: TAdminPayout }) {
  const queryClient = useQueryClient();
  const { run } = useReauth();
  const [rejecting, setRejecting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/admin/payouts'] });
  const act = useMutation({
    mutationFn: (action: 'approve' | 'retry') =>
      run(() => adminSend<TAdminPayout>('POST', `/payouts/${p.id}/${action}`)),
    onSuccess: (_d, action) => toast({ title: action === 'approve' ? M.approved : M.retried }),
    onError: (err) => toast({ title: M.failedAction, description: errorText(err), variant: 'destructive' }),
    onSettled: refresh,
  });
  const over = p.eventAvailable !== null && p.amount > p.eventAvailable;
  const when = p.paidAt ? M.paid(eventDateTime(p.paidAt)) : M.requested(eventDateTime(p.requestedAt));

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5" data-testid={`payout-${p.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold text-stone-900">{price(p.amount)}</p>
          <p className="font-semibold text-stone-800">{p.hostName}</p>
          <p className="truncate text-stone-600">{p.eventTitle ?? '—'}</p>
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold ring-1', TONES[p.status])}>
          {M.status[p.status]}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        {p.destinationMasked && <span>{M.to(p.destinationMasked)}</span>}
        <span>{when}</span>
        {p.providerReference && <span>{M.transfer(p.providerReference)}</span>}
        {p.eventAvailable !== null && <span>{M.available(price(Math.max(0, p.eventAvailable)))}</span>}
      </div>
      {over && p.status === 'requested' && <p className="mt-2 text-sm font-semibold text-red-700">{M.overBalance}</p>}
      {p.status === 'failed' && p.failureReason && (
        <p className="mt-2 text-sm text-red-700">{M.failure(p.failureReason)}</p>
      )}
      {p.status === 'rejected' && p.rejectedReason && (
        <p className="mt-2 text-sm text-stone-700">{M.rejectedWhy(p.rejectedReason)}</p>
      )}
      {(p.status === 'requested' || p.status === 'failed') && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={act.isPending}
            onClick={() => act.mutate(p.status === 'failed' ? 'retry' : 'approve')}
          >
            {p.status === 'failed' ? M.retry : M.approve}
          </Button>
          {p.status === 'requested' && (
            <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
              {M.reject}
            </Button>
          )}
        </div>
      )}
      {rejecting && <RejectDialog payoutId={p.id} onClose={() => setRejecting(false)} onDone={refresh} />}
    </li>
  );
}

function RejectDialog({ payoutId, onClose, onDone }: { payoutId: number; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const id = useId();
  const reject = useMutation({
    mutationFn: () => adminSend<TAdminPayout>('POST', `/payouts/${payoutId}/reject`, { reason: reason.trim() }),
    onSuccess: () => {
      toast({ title: M.rejected });
      onDone();
      onClose();
    },
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-2xl outline-none sm:bottom-auto sm:top-1/4">
          <Dialog.Title className="text-lg font-bold text-stone-900">{M.rejectTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{M.rejectText}</Dialog.Description>
          <form
            className="mt-4"
            onSubmit={(e) => {
              e.preventDefault();
              reject.mutate();
            }}
          >
            <label htmlFor={id} className="text-sm font-semibold text-stone-800">
              {M.rejectReason}
            </label>
            <textarea
              id={id}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={5}
              maxLength={500}
              required
              rows={3}
              className={cn(inputClass, 'mt-1 border-stone-300 py-2')}
            />
            {reject.isError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {errorText(reject.error)}
              </p>
            )}
            <DialogActions
              className="mt-6"
              cancelLabel={M.cancel}
              onCancel={onClose}
              submitLabel={M.rejectConfirm}
              submitDisabled={reject.isPending || reason.trim().length < 5}
              destructive
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The ledger's last check: it adds up, or what differs (GET /api/admin/ledger/checks). */
function LedgerPanel() {
  const queryClient = useQueryClient();
  const checks = useQuery({
    queryKey: ['/api/admin/ledger/checks'],
    queryFn: ({ signal }) => adminGet<{ items: TLedgerCheck[] }>('/ledger/checks?limit=1', { signal }),
  });
  const runNow = useMutation({
    mutationFn: () => adminSend<TLedgerCheck>('POST', '/ledger/checks'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/ledger/checks'] }),
    onError: (err) => toast({ title: M.failedAction, description: errorText(err), variant: 'destructive' }),
  });
  const last = checks.data?.items[0];
  return (
    <Panel
      className="mb-6"
      title={M.ledgerTitle}
      action={
        <Button size="sm" variant="outline" disabled={runNow.isPending} onClick={() => runNow.mutate()}>
          {M.ledgerRun}
        </Button>
      }
    >
      {checks.isPending ? (
        <LoadingRows rows={1} />
      ) : checks.isError ? (
        <LoadError onRetry={() => void checks.refetch()} />
      ) : !last ? (
        <p className="text-stone-600">{M.ledgerNever}</p>
      ) : last.ok ? (
        <p className="font-semibold text-emerald-800">{M.ledgerOk(eventDateTime(last.ranAt))}</p>
      ) : (
        <div role="alert">
          <p className="font-semibold text-red-800">
            {M.ledgerBad(eventDateTime(last.ranAt), last.differences.length)}
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
            {last.differences.slice(0, 10).map((d, i) => (
              <li key={i}>{M.ledgerDifference(d.hostId, d.eventId, d.detail, price(d.expected), price(d.actual))}</li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
