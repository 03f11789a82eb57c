import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import type { TOrderTicket } from '@tribe/contracts/checkout';
import { useId, useState, type FormEvent } from 'react';
import { ChoiceCards, Field } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { sendTransfer } from '../api/transfers';
import { MT } from './texts';
import { TicketPicker } from './ticket-picker';
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
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-2xl border border-orange-200 bg-orange-50/50 p-4"
      noValidate
    >
      <h4 id={`${id}-title`} className="font-bold text-stone-900">
        {MT.transfer.sendTitle}
      </h4>
      <p className="mt-1 text-sm text-stone-600">{MT.transfer.sendIntro}</p>
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
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      {problem && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? MT.transfer.sendingNow : MT.transfer.sendNow}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {MT.transfer.cancelSend}
        </Button>
      </div>
    </form>
  );
}
