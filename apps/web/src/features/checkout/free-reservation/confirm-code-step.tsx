import { useMutation } from '@tanstack/react-query';
import { RESERVATION_CONFIRM_MINUTES, type TOrder } from '@tribe/contracts/checkout';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CodeField, FormAlert } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { confirmReservation } from '../api/orders';
import { Panel } from '../components/checkout-shell';
import { reservationProblem } from './reservation';
import { FR } from './texts';

const CODE = /^\d{6}$/;

/**
 * A free reservation made without signing in is held until the buyer types the code we emailed
 * (decision 017): this step takes it, and on success hands the reserved order on.
 */
export function ConfirmCodeStep({
  order,
  onConfirmed,
  onStartAgain,
}: {
  order: TOrder;
  onConfirmed: (order: TOrder) => void;
  onStartAgain: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);
  const confirm = useMutation({
    mutationFn: (c: string) => confirmReservation(order.token, c),
    onSuccess: onConfirmed,
    onError: (err) => setProblem(reservationProblem(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (confirm.isPending) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setFieldError(FR.code.invalid);
      return;
    }
    setFieldError(undefined);
    setProblem(null);
    confirm.mutate(typed);
  };
  const expired = problem?.key === 'hold_expired';
  return (
    <Panel className="mx-auto max-w-md">
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="confirm-code-step">
        <MailCheck className="size-10 text-orange-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{FR.code.heading}</h1>
        <p className="text-stone-700">{FR.code.sentTo(order.buyer.email)}</p>
        <p className="text-sm text-stone-600">{FR.code.keep(RESERVATION_CONFIRM_MINUTES)}</p>
        <CodeField
          label={FR.code.label}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setFieldError(undefined);
            setProblem(null);
          }}
          error={fieldError}
          hint={FR.code.hint}
          disabled={expired}
        />
        <FormAlert>{problem?.message}</FormAlert>
        {!expired && (
          <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
            {confirm.isPending && <Spinner className="size-4 text-white" label={FR.code.confirming} />}
            {FR.code.confirm}
          </Button>
        )}
        <Button type="button" variant={expired ? 'primary' : 'outline'} className="w-full" onClick={onStartAgain}>
          {FR.code.startAgain}
        </Button>
      </form>
    </Panel>
  );
}
