import { can, type THostOrder } from '@tribe/contracts/host-area';
import { Ban, Mail, ReceiptText, RotateCcw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { toast } from '@/components/ui/toast';
import { cardDate, price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useHostOrders, useRefundOrder, useResendTickets } from '../api/attendees';
import { useRevokeOrder } from '../api/complimentary';
import { codeOf, statusOf } from '@/lib/host-api';
import { CT } from '../complimentary.texts';
import { orderErrorText, orderStatusText, T } from '../texts';
import { ComplimentaryBadge } from './complimentary-badge';
import { AddGuestTicketsButton } from './complimentary-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { NoAccess, useActingHost } from './host-shell';
import { EmptyState, LoadError, PageHeading, Skeleton } from '@/components/page/page-states';

const STATUS_TONES: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  reserved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

export function OrderStatus({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_TONES[status] ?? 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {orderStatusText(status)}
    </span>
  );
}

const money = (total: number) => (total > 0 ? price(total) : T.free);

/** The host's orders across events (/host/tickets): search, resend the tickets, refund a paid order. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const orders = useHostOrders(q, null);
  const mayRefund = can(useActingHost().role, 'refunds');
  const [refunding, setRefunding] = useState<THostOrder | null>(null);
  const [revoking, setRevoking] = useState<THostOrder | null>(null);

  useEffect(() => {
    if (typed === q) return;
    const t = setTimeout(() => setParams(typed.trim() ? { q: typed } : {}, { replace: true }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  if (statusOf(orders.error) === 403) return <NoAccess />;

  return (
    <>
      <PageHeading title={T.ordersTitle}>
        <AddGuestTicketsButton />
      </PageHeading>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { q: typed } : {}, { replace: true });
        }}
        className="relative mb-4"
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
        />
        <input
          type="search"
          aria-label={T.search}
          placeholder={T.searchOrders}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className={cn(inputClass, 'h-11 border-stone-300 pl-9 sm:max-w-md')}
        />
      </form>

      {orders.isPending ? (
        <div className="grid gap-2" aria-label={T.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : orders.error ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        q ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {T.noMatches}
          </p>
        ) : (
          <EmptyState
            icon={<ReceiptText aria-hidden="true" className="size-7" />}
            title={T.noOrdersTitle}
            text={T.noOrdersText}
          />
        )
      ) : (
        <ul className="grid gap-2">
          {orders.data.map((order) => (
            <OrderRow
              key={order.reference}
              order={order}
              onRefund={mayRefund ? () => setRefunding(order) : null}
              onRevoke={() => setRevoking(order)}
            />
          ))}
        </ul>
      )}
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <RevokeDialog order={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** One order: a row on wide screens, a card on phones (the same element, laid out by width). */
function OrderRow({
  order,
  onRefund,
  onRevoke,
}: {
  order: THostOrder;
  /** Null: this person may not refund (a manager: decision 033). */
  onRefund: (() => void) | null;
  onRevoke: () => void;
}) {
  const resend = useResendTickets();
  const id = `order-${order.reference}`;
  const onResend = () =>
    resend.mutate(order.reference, {
      onSuccess: () => toast({ title: T.ticketsResent(order.buyerEmail) }),
      onError: (err) => toast({ title: orderErrorText(codeOf(err)) ?? T.errors.generic, variant: 'destructive' }),
    });
  const live = order.status !== 'refunded' && order.status !== 'cancelled';
  return (
    <li
      aria-labelledby={id}
      className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 md:grid-cols-[7.5rem_minmax(0,1fr)_8.5rem_17.5rem] md:items-center md:gap-4"
    >
      <div className="flex items-center justify-between gap-2 md:block">
        <p id={id} className="font-mono text-sm font-semibold text-stone-900">
          {order.reference}
        </p>
        <p className="text-xs text-stone-500">{cardDate(order.createdAt)}</p>
      </div>
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">{order.buyerName}</p>
        <p className="truncate text-sm text-stone-600">{order.buyerEmail}</p>
        <p className="mt-1 line-clamp-2 text-sm text-stone-800">{order.eventTitle}</p>
      </div>
      <div className="grid gap-1.5">
        <p className="text-sm tabular-nums text-stone-800">
          {T.ticketsCount(order.tickets)}
          <span className="block font-semibold text-stone-900">{money(order.total)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          <OrderStatus status={order.status} />
          {order.source === 'complimentary' && <ComplimentaryBadge />}
        </div>
        {order.issuedByName && <span className="text-xs text-stone-500">{CT.givenBy(order.issuedByName)}</span>}
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {live && (
          <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
            <Mail aria-hidden="true" className="size-4" />
            {resend.isPending ? T.resending : T.resendTickets}
          </Button>
        )}
        {order.refundable && onRefund && (
          <Button variant="outline" size="sm" onClick={onRefund} className="text-red-700">
            <RotateCcw aria-hidden="true" className="size-4" />
            {T.refund}
          </Button>
        )}
        {order.revocable && (
          <Button variant="outline" size="sm" onClick={onRevoke} className="text-red-700">
            <Ban aria-hidden="true" className="size-4" />
            {CT.revoke}
          </Button>
        )}
      </div>
    </li>
  );
}

function RefundDialog({ order, onClose }: { order: THostOrder | null; onClose: () => void }) {
  const refund = useRefundOrder();
  const [error, setError] = useState<string | null>(null);
  if (!order) return null;
  // What is left: support may have refunded part of it already (the server says how much).
  const amount = price(order.refundAmount);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !refund.isPending) {
          setError(null);
          onClose();
        }
      }}
      title={T.refundTitle(order.reference)}
      text={T.refundText(amount, order.buyerName)}
      confirm={refund.isPending ? T.refunding : T.refundConfirm(amount)}
      cancel={T.keepOrder}
      busy={refund.isPending}
      onConfirm={() => {
        setError(null);
        refund.mutate(order.reference, {
          onSuccess: () => {
            toast({ title: T.refunded(order.reference) });
            onClose();
          },
          onError: (err) =>
            setError(orderErrorText(codeOf(err)) ?? (statusOf(err) === 0 ? T.errors.network : T.errors.generic)),
        });
      }}
    >
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** Asks before revoking guest tickets (they stop working at the door; the guest is told). */
function RevokeDialog({ order, onClose }: { order: THostOrder | null; onClose: () => void }) {
  const revoke = useRevokeOrder();
  const [error, setError] = useState<string | null>(null);
  if (!order) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) {
          setError(null);
          onClose();
        }
      }}
      title={CT.revokeTitle(order.reference)}
      text={CT.revokeText(order.tickets, order.buyerName)}
      confirm={revoke.isPending ? CT.revoking : CT.revokeConfirm}
      cancel={CT.keep}
      busy={revoke.isPending}
      onConfirm={() => {
        setError(null);
        revoke.mutate(order.reference, {
          onSuccess: () => {
            toast({ title: CT.revoked(order.reference) });
            onClose();
          },
          onError: (err) =>
            setError(CT.revokeErrors[codeOf(err) ?? ''] ?? (statusOf(err) === 0 ? T.errors.network : T.errors.generic)),
        });
      }}
    >
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
