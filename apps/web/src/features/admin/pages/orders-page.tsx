import { useId, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminOrderDetail, TAdminOrderSummary, TAdminPaymentRecord, TAdminRefund } from '@tribe/contracts';
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

const M = ADMIN_MONEY_TEXT.orders;
const errorText = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : M.failedAction);
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, '0')).join('');

/** /admin/orders: find an order, see it beside the provider's record, resend tickets, refund. */
export function AdminOrdersPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const id = useId();
  const results = useQuery({
    queryKey: ['/api/admin/orders', q],
    queryFn: ({ signal }) =>
      adminGet<{ items: TAdminOrderSummary[] }>(`/orders?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= 3,
  });

  return (
    <>
      <PageHeading title={T.pages.orders} />
      <form
        role="search"
        className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setOpenId(null);
          setQ(typed.trim());
        }}
      >
        <div className="grow">
          <label htmlFor={id} className="text-sm font-semibold text-stone-800">
            {M.searchLabel}
          </label>
          <input
            id={id}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={M.searchPlaceholder}
            minLength={3}
            required
            className={cn(inputClass, 'mt-1 h-11 border-stone-300')}
          />
        </div>
        <Button type="submit">{M.search}</Button>
      </form>
      {openId !== null ? (
        <>
          <Button variant="ghost" size="sm" className="mb-3" onClick={() => setOpenId(null)}>
            ← {M.back}
          </Button>
          <OrderDetail id={openId} />
        </>
      ) : q.length < 3 ? (
        <EmptyState title={M.startTitle} text={M.startText} />
      ) : results.isPending ? (
        <LoadingRows rows={3} />
      ) : results.isError ? (
        <LoadError text={errorText(results.error)} onRetry={() => void results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <EmptyState title={M.noneTitle} text={M.noneText} />
      ) : (
        <ul className="grid gap-2">
          {results.data.items.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                onClick={() => setOpenId(o.id)}
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm hover:border-stone-400"
              >
                <span className="min-w-0">
                  <span className="block font-mono font-semibold text-stone-900">{o.reference}</span>
                  <span className="block truncate text-stone-700">
                    {o.buyerName} · {o.buyerEmail}
                  </span>
                  <span className="block truncate text-sm text-stone-500">{o.eventTitle}</span>
                </span>
                <span className="text-right">
                  <span className="block font-semibold text-stone-900">{price(o.total)}</span>
                  <StatusPill status={o.status} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StatusPill({ status }: { status: string }) {
  const tone =
    status === 'paid'
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      : status === 'refunded'
        ? 'bg-sky-50 text-sky-800 ring-sky-200'
        : 'bg-stone-100 text-stone-700 ring-stone-200';
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone)}>
      {M.status[status as keyof typeof M.status] ?? status}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="font-semibold break-words text-stone-900">{children}</dd>
    </div>
  );
}

function OrderDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['/api/admin/orders', id],
    queryFn: ({ signal }) => adminGet<TAdminOrderDetail>(`/orders/${id}`, { signal }),
  });
  const resend = useMutation({
    mutationFn: () => adminSend('POST', `/orders/${id}/resend-tickets`),
    onSuccess: () => toast({ title: M.resent }),
    onError: (err) => toast({ title: M.failedAction, description: errorText(err), variant: 'destructive' }),
  });

  if (detail.isPending) return <LoadingRows rows={4} />;
  if (detail.isError) return <LoadError text={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  const o = detail.data;
  return (
    <div className="grid gap-4">
      <Panel
        title={<span className="font-mono">{o.reference}</span>}
        action={
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending || o.tickets === 0}
            onClick={() => resend.mutate()}
          >
            {M.resend}
          </Button>
        }
      >
        <div className="mb-3">
          <StatusPill status={o.status} />
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Fact label={M.buyer}>
            {o.buyerName}
            <span className="block font-normal text-stone-700">{o.buyerEmail}</span>
            {o.buyerPhone && <span className="block font-normal text-stone-700">{o.buyerPhone}</span>}
          </Fact>
          <Fact label={M.event}>{o.eventTitle}</Fact>
          <Fact label={M.host}>{o.hostName ?? '—'}</Fact>
          <Fact label={M.total}>{price(o.total)}</Fact>
          <Fact label={M.tickets}>{o.tickets}</Fact>
          <Fact label={M.refundable}>{price(o.refundable)}</Fact>
          <Fact label={M.placed}>{eventDateTime(o.createdAt)}</Fact>
          {o.paidAt && <Fact label={M.paidAt}>{eventDateTime(o.paidAt)}</Fact>}
        </dl>
      </Panel>

      <Panel title={M.paymentsTitle}>
        {o.payments.length === 0 ? (
          <p className="text-stone-600">{M.noPayments}</p>
        ) : (
          <div className="grid gap-4">
            {o.payments.map((p) => {
              // A Daraja attempt is asked of Safaricom itself, by STK query (decision 025).
              const safaricom = p.ours.provider === 'daraja';
              return (
                <div key={p.ours.reference} className="grid gap-3 md:grid-cols-2">
                  <PaymentCard title={M.ours} record={p.ours} />
                  {p.provider ? (
                    <PaymentCard
                      title={safaricom ? M.theirsSafaricom : M.theirs}
                      record={p.provider}
                      compareTo={p.ours}
                      {...(safaricom && !p.provider.mpesaReceipt ? { note: M.stkQueryNote } : {})}
                    />
                  ) : (
                    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
                      <p className="font-semibold">{safaricom ? M.safaricomDown : M.providerDown}</p>
                      <p className="text-sm">{p.providerError}</p>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </Panel>

      <Panel title={M.refundsTitle}>
        {o.refunds.length === 0 ? (
          <p className="text-stone-600">{M.noRefunds}</p>
        ) : (
          <ul className="mb-4 divide-y divide-stone-100">
            {o.refunds.map((r) => (
              <RefundLine key={r.id} refund={r} />
            ))}
          </ul>
        )}
        {o.refundable > 0 ? (
          <RefundForm
            orderId={o.id}
            refundable={o.refundable}
            onDone={() => void queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] })}
          />
        ) : (
          <p className="text-stone-600">{M.notRefundable}</p>
        )}
      </Panel>
    </div>
  );
}

function PaymentCard({
  title,
  record,
  compareTo,
  note,
}: {
  title: string;
  record: TAdminPaymentRecord;
  compareTo?: TAdminPaymentRecord;
  /** A line under the facts: where they come from, when it matters. */
  note?: string;
}) {
  const differs = (k: keyof TAdminPaymentRecord) =>
    compareTo !== undefined && record[k] !== null && compareTo[k] !== null && record[k] !== compareTo[k];
  const rows: [string, keyof TAdminPaymentRecord, ReactNode][] = [
    [M.field.reference, 'reference', <span className="font-mono">{record.reference}</span>],
    [M.field.status, 'status', record.status],
    [M.field.amount, 'amount', record.amount === null ? '—' : price(record.amount)],
    [M.field.channel, 'channel', record.channel ?? '—'],
    [M.field.receipt, 'mpesaReceipt', record.mpesaReceipt ?? '—'],
    [M.field.fee, 'providerFee', record.providerFee === null ? '—' : price(record.providerFee)],
  ];
  return (
    <div className="rounded-xl border border-stone-200 p-4">
      <p className="mb-2 text-sm font-bold tracking-wide text-stone-500 uppercase">
        {title} · {record.provider}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, k, value]) => (
          <div key={k} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd
              className={cn(
                'break-all text-stone-900',
                k !== 'reference' && differs(k) && 'font-semibold text-red-700',
              )}
            >
              {value}
              {k !== 'reference' && differs(k) && <span className="sr-only"> ({M.mismatch})</span>}
            </dd>
          </div>
        ))}
        {record.failureReason && (
          <>
            <dt className="text-stone-500">{M.field.failure}</dt>
            <dd className="text-stone-900">{record.failureReason}</dd>
          </>
        )}
      </dl>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </div>
  );
}

function RefundLine({ refund: r }: { refund: TAdminRefund }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>
        <span className="font-semibold text-stone-900">{price(r.amount)}</span>{' '}
        <span className="text-stone-600">
          {r.byAdmin ? M.refundBy(r.byAdmin) : M.refundAutomatic} · {eventDateTime(r.createdAt)}
        </span>
      </span>
      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
        {M.refundStatus[r.status as keyof typeof M.refundStatus] ?? r.status}
      </span>
    </li>
  );
}

function RefundForm({ orderId, refundable, onDone }: { orderId: number; refundable: number; onDone: () => void }) {
  const { run } = useReauth();
  const [amount, setAmount] = useState(String(refundable));
  // One key per intended refund: a retry (or the re-auth dialog's second try) reuses it.
  const key = useRef(newKey());
  const id = useId();
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 1 && value <= refundable;
  const refund = useMutation({
    mutationFn: () =>
      run(() =>
        adminSend<{ refund: TAdminRefund }>('POST', `/orders/${orderId}/refunds`, {
          amount: value,
          idempotencyKey: key.current,
        }),
      ),
    onSuccess: (r) => {
      key.current = newKey();
      toast({ title: M.refunded(price(r.refund.amount)) });
      onDone();
    },
  });
  return (
    <form
      className="rounded-xl bg-stone-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) refund.mutate();
      }}
    >
      <h3 className="font-bold text-stone-900">{M.refundTitle}</h3>
      <label htmlFor={id} className="mt-2 block text-sm font-semibold text-stone-800">
        {M.refundAmount}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-hint`}
          aria-invalid={valid ? undefined : true}
          className={cn(inputClass, 'h-11 w-40 border-stone-300')}
        />
        <Button variant="outline" onClick={() => setAmount(String(refundable))}>
          {M.refundFull}
        </Button>
        <Button type="submit" variant="destructive" disabled={!valid || refund.isPending}>
          {M.refundSubmit}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {M.refundHint(price(refundable))}
      </p>
      {refund.isError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {errorText(refund.error)}
        </p>
      )}
    </form>
  );
}
