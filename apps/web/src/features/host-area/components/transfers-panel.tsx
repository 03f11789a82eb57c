import type { TicketTransferStatus } from '@tribe/contracts/checkout';
import type { THostTransfer } from '@tribe/contracts/transfers';
import { Send } from 'lucide-react';
import { EmptyState, LoadError, LoadingRows, Panel, StatusBadge, type TBadgeTone } from '@/components/page/page-states';
import { eventDateTime } from '@/i18n/format';
import { useEventTransfers } from '../api/transfers';
import { WT } from '../waiting-list.texts';

const TONES: Record<TicketTransferStatus, TBadgeTone> = {
  pending: 'busy',
  accepted: 'good',
  cancelled: 'muted',
  lapsed: 'muted',
};

/**
 * The event's tickets sent to a friend (on /host/events/{id}/tickets; decision 051): who sent
 * how many tickets to whom, the state, when each was sent and accepted. The recipient is named
 * once they accept; until then only the sender knows the address.
 */
export function TransfersPanel({
  eventId,
  timeZone,
  transfersAllowed,
}: {
  eventId: number;
  timeZone: string | null;
  /** The event's setting; off, the panel says so (open transfers can still be accepted). */
  transfersAllowed: boolean | undefined;
}) {
  const query = useEventTransfers(eventId);
  return (
    <Panel title={WT.transfers.title} labelledBy="transfers-heading">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{WT.transfers.intro}</p>
      {transfersAllowed === false && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{WT.transfers.off}</p>
      )}
      {query.isPending ? (
        <LoadingRows rows={2} />
      ) : query.error ? (
        <LoadError title={WT.transfers.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Send aria-hidden="true" className="size-7" />}
          title={WT.transfers.emptyTitle}
          text={WT.transfers.emptyText}
        />
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid="transfer-list">
          {query.data.map((t) => (
            <TransferRow key={t.id} transfer={t} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TransferRow({ transfer: t, timeZone }: { transfer: THostTransfer; timeZone: string | null }) {
  const at = (iso: string) => eventDateTime(iso, timeZone);
  const steps = [WT.transfers.sent(at(t.createdAt))];
  if (t.status === 'accepted' && t.acceptedAt) steps.push(WT.transfers.accepted(at(t.acceptedAt)));
  if (t.status === 'pending') steps.push(WT.transfers.openUntil(at(t.expiresAt)));
  if (t.status === 'lapsed' || t.status === 'cancelled') steps.push(WT.transfers.stayed);
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <p className="text-stone-900">
          <span className="font-semibold">
            {t.toName ? WT.transfers.fromTo(t.fromName, t.toName) : WT.transfers.from(t.fromName)}
          </span>
          <span className="text-stone-400"> · </span>
          <span className="whitespace-nowrap text-sm text-stone-700">{WT.transfers.tickets(t.ticketCount)}</span>
        </p>
        <p className="mt-0.5 text-sm text-stone-600">
          {steps.map((step, i) => (
            <span key={step} className="block sm:inline">
              {i > 0 && <span className="hidden text-stone-400 sm:inline"> · </span>}
              {step}
            </span>
          ))}
        </p>
      </div>
      <StatusBadge tone={TONES[t.status]} className="order-first self-start sm:order-none sm:self-auto">
        {WT.transfers.status[t.status]}
      </StatusBadge>
    </li>
  );
}
