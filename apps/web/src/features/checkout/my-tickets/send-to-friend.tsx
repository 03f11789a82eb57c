import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import type { TOrderTicket } from '@tribe/contracts/checkout';
import { useId, useState, type FormEvent } from 'react';
import { bound, ChoiceCards, Field } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { sendTransfer } from '../api/transfers';
import { MT } from './texts';
import { TicketPicker } from './ticket-picker';
import { TicketsForm } from './tickets-form';
import { myTicketsQueryKey } from './use-my-tickets';
import { sentTransfersQueryKey } from './sent-transfers';

/** A ticket that can be sent on now: valid, not checked in, in no open transfer or return. */
export const sendable = (t: TOrderTicket) =>
  t.status === 'valid' &&
  !t.checkedInAt &&
  !t.transferPending &&
  t.resale?.status !== 'listed' &&
  t.resale?.status !== 'offered';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Send to a friend" (decision 051): pick tickets, then a phone or an email. The friend gets a
 * link and accepts; the server says in words why it will not (its own email, transfers off, …).
 */
export function SendToFriend({ tickets, onDone }: { tickets: TOrderTicket[]; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const choices = tickets.filter(sendable);
  const [picked, setPicked] = useState<number[]>(choices.length === 1 ? [choices[0]!.id] : []);
  const [by, setBy] = useState<'phone' | 'email'>('phone');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendTransfer,
    onSuccess: async () => {
      toast({ title: MT.transfer.sentNow });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myTicketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sentTransfersQueryKey }),
      ]);
      onDone();
    },
    onError: (err) => setProblem(err instanceof ApiError ? (err.problem ?? MT.unknown) : MT.network),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (picked.length === 0) return setProblem(MT.transfer.pickOne);
    if (by === 'phone') {
      const phone = normaliseKenyanPhone(to);
      if (!phone) return setProblem(MT.transfer.needPhone);
      send.mutate({ ticketIds: picked, phone });
    } else {
      if (!EMAIL.test(to.trim())) return setProblem(MT.transfer.needEmail);
      send.mutate({ ticketIds: picked, email: to.trim().toLowerCase() });
    }
  };

  return (
    <TicketsForm
      id={id}
      title={MT.transfer.sendTitle}
      intro={MT.transfer.sendIntro}
      className="border-orange-200 bg-orange-50/50"
      onSubmit={submit}
      problem={problem}
      problemClassName="mb-3"
      busy={send.isPending}
      submitLabel={MT.transfer.sendNow}
      busyLabel={MT.transfer.sendingNow}
      closeLabel={MT.transfer.cancelSend}
      onClose={onDone}
    >
      <TicketPicker
        legend={MT.transfer.pickTickets}
        tickets={choices}
        picked={picked}
        onChange={setPicked}
        label={(t, i) => (
          <>
            {MT.transfer.ticketN(t.ticketTypeName, i + 1)}
            <span className="font-mono text-xs text-stone-500">…{t.code.slice(-6)}</span>
          </>
        )}
      />
      <div className="mt-3">
        <ChoiceCards
          legend={MT.transfer.sendBy}
          name={`${id}-by`}
          value={by}
          onChange={(v) => {
            setBy(v);
            setTo('');
          }}
          options={[
            { value: 'phone', label: MT.transfer.byPhone },
            { value: 'email', label: MT.transfer.byEmail },
          ]}
        />
      </div>
      <Field
        label={by === 'phone' ? MT.transfer.friendPhone : MT.transfer.friendEmail}
        type={by === 'phone' ? 'tel' : 'email'}
        inputMode={by === 'phone' ? 'tel' : 'email'}
        autoComplete="off"
        {...bound(to, setTo)}
      />
    </TicketsForm>
  );
}
