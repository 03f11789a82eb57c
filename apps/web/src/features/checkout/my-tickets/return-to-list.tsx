import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderTicket } from '@tribe/contracts/checkout';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { returnTickets, takeReturnBack } from '../api/transfers';
import { MT } from './texts';
import { TicketPicker } from './ticket-picker';
import { TicketsForm } from './tickets-form';
import { myTicketsQueryKey } from './use-my-tickets';

/** A ticket its holder may return to the waiting list now (the server decides: `returnable`). */
export const returnable = (t: TOrderTicket) => t.returnable === true && !t.resale;

/**
 * "Return to the waiting list" (decision 054): pick tickets of a sold-out date; fans in line buy
 * them at face value, and the holder is refunded the way they paid. Each ticket says what comes
 * back. The server says in words why it will not (no longer sold out, resale off, …).
 */
export function ReturnToList({ tickets, onDone }: { tickets: TOrderTicket[]; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const choices = tickets.filter(returnable);
  const [picked, setPicked] = useState<number[]>(choices.length === 1 ? [choices[0]!.id] : []);
  const [problem, setProblem] = useState<string | null>(null);
  const give = useMutation({
    mutationFn: returnTickets,
    onSuccess: async () => {
      toast({ title: MT.resale.returned });
      await queryClient.invalidateQueries({ queryKey: myTicketsQueryKey });
      onDone();
    },
    onError: (err) => setProblem(err instanceof ApiError ? (err.problem ?? MT.unknown) : MT.network),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (picked.length === 0) return setProblem(MT.resale.pickOne);
    give.mutate(picked);
  };

  return (
    <TicketsForm
      id={id}
      title={MT.resale.title}
      intro={MT.resale.intro}
      className="border-sky-200 bg-sky-50/50"
      onSubmit={submit}
      problem={problem}
      problemClassName="my-3"
      actionsClassName="mt-3"
      busy={give.isPending}
      submitLabel={MT.resale.returnNow}
      busyLabel={MT.resale.returningNow}
      closeLabel={MT.resale.close}
      onClose={onDone}
    >
      <TicketPicker
        legend={MT.resale.pickTickets}
        tickets={choices}
        picked={picked}
        onChange={setPicked}
        label={(t, i) => MT.resale.ticketN(t.ticketTypeName, i + 1, t.returnRefund ?? 0)}
      />
    </TicketsForm>
  );
}

/** "Take back" on a returned ticket no fan holds yet: the ticket is simply the holder's again. */
export function TakeBackButton({ ticket }: { ticket: TOrderTicket }) {
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: () => takeReturnBack(ticket.resale!.id),
    onSuccess: async () => {
      toast({ title: MT.resale.takenBack });
      await queryClient.invalidateQueries({ queryKey: myTicketsQueryKey });
    },
    onError: (err) =>
      toast({ title: err instanceof ApiError ? (err.problem ?? MT.unknown) : MT.network, variant: 'destructive' }),
  });
  return (
    <Button type="button" variant="outline" size="sm" disabled={take.isPending} onClick={() => take.mutate()}>
      {MT.resale.takeBack}
    </Button>
  );
}
