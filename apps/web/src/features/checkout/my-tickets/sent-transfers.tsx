import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketTransferStatus } from '@tribe/contracts/checkout';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-client';
import { cancelTransfer, getSentTransfers } from '../api/transfers';
import { MyTicketsRow, MyTicketsSection } from './my-tickets-section';
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
    <MyTicketsSection id="tickets-sent" title={MT.transfer.sentTransfers}>
      <ul className="space-y-2">
        {items.map((t) => (
          <MyTicketsRow
            key={t.id}
            testId="sent-transfer"
            className="gap-2"
            title={t.eventTitle}
            detail={MT.transfer.transferTo(t.ticketCount, t.to)}
          >
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
          </MyTicketsRow>
        ))}
      </ul>
    </MyTicketsSection>
  );
}
