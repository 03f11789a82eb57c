import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketTransferStatus } from '@tribe/contracts/checkout';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-client';
import { cancelTransfer, getSentTransfers } from '../api/transfers';
import { MT } from './texts';
import { myTicketsQueryKey } from './use-my-tickets';

export const sentTransfersQueryKey = ['/api/profile/transfers'] as const;

const BADGE: Record<TicketTransferStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-stone-200 text-stone-700',
  lapsed: 'bg-stone-200 text-stone-700',
};

/** "Tickets you sent": each transfer's state, and Cancel while the friend has not accepted. */
export function SentTransfers() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sentTransfersQueryKey,
    queryFn: ({ signal }) => getSentTransfers(signal),
    staleTime: 0,
  });
  const cancel = useMutation({
    mutationFn: cancelTransfer,
    onSuccess: async () => {
      toast({ title: MT.transfer.cancelled });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myTicketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sentTransfersQueryKey }),
      ]);
    },
    onError: (err) => toast({ title: err instanceof ApiError ? (err.problem ?? MT.unknown) : MT.network }),
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="tickets-sent">
      <h2 id="tickets-sent" className="mb-3 text-lg font-bold text-stone-900">
        {MT.transfer.sentTransfers}
      </h2>
      <ul className="space-y-2">
        {items.map((t) => (
          <li
            key={t.id}
            data-testid="sent-transfer"
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900">{t.eventTitle}</p>
              <p className="truncate text-sm text-stone-600">{MT.transfer.transferTo(t.ticketCount, t.to)}</p>
            </div>
            <div className="flex items-center gap-2">
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[t.status])}>
                {MT.transfer.transferStatus[t.status]}
              </span>
              {t.status === 'pending' && (
                <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(t.id)}>
                  {MT.transfer.cancelTransfer}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
