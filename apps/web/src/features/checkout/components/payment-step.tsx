import type { PaymentChannel, TOrder } from '@tribe/contracts/checkout';
import { CreditCard, Smartphone, Timer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeField, Field, FormAlert } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { newIdempotencyKey, startPayment, verifyOrder } from '../api/orders';
import { displayPhone } from '../lib/buyer';
import { formatMmSs, useSecondsLeft } from '../lib/countdown';
import { checkoutProblem, type TCheckoutProblem } from '../lib/errors';
import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import { T } from '../texts';
import { Panel } from './checkout-shell';

/** The hold's countdown; red in its last minute. */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  const urgent = secondsLeft < 60;
  return (
    <p
      role="timer"
      aria-live="off"
      data-testid="hold-countdown"
      data-urgent={urgent || undefined}
      className={cn(
        'flex items-center justify-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold',
        urgent ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
      )}
    >
      <Timer className="size-4" aria-hidden="true" />
      {T.heldFor} <span className="font-mono tabular-nums">{formatMmSs(secondsLeft)}</span>
    </p>
  );
}

function ChannelOption({
  channel,
  checked,
  onSelect,
  disabled,
}: {
  channel: PaymentChannel;
  checked: boolean;
  onSelect: () => void;
  disabled: boolean;
}) {
  const Icon = channel === 'card' ? CreditCard : Smartphone;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
        checked
          ? 'border-orange-600 bg-orange-50 ring-1 ring-orange-600'
          : 'border-stone-300 bg-white hover:bg-stone-50',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        type="radio"
        name="channel"
        value={channel}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        className="mt-1 size-4 accent-orange-700"
      />
      <Icon className="mt-0.5 size-5 shrink-0 text-stone-700" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-stone-900">{channel === 'card' ? T.card : T.mpesa}</span>
        <span className="block text-sm text-stone-600">{channel === 'card' ? T.cardHint : T.mpesaHint}</span>
      </span>
    </label>
  );
}

/**
 * Step 2: how to pay. One request per press (the button is disabled while it is in flight, and
 * each press has its own idempotency key). Card goes to the provider's page; M-Pesa waits here
 * while the order is polled (by the page) until it is paid or fails.
 */
export function PaymentStep({
  order,
  secondsLeft,
  onOrder,
  onChangeTickets,
  onStartAgain,
  onRefetch,
  redirect = (url) => window.location.assign(url),
}: {
  order: TOrder;
  secondsLeft: number;
  onOrder: (order: TOrder) => void;
  onChangeTickets: () => void;
  onStartAgain: () => void;
  /** The order moved on the server (expired, paid elsewhere): read it again. */
  onRefetch: () => void;
  redirect?: (url: string) => void;
}) {
  const [channel, setChannel] = useState<PaymentChannel>(order.payment?.channel ?? 'mpesa');
  const [phone, setPhone] = useState(() => displayPhone(order.payment?.phone ?? order.buyer.phone));
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<TCheckoutProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkedOnce, setCheckedOnce] = useState(false);
  // The reference of an M-Pesa wait the buyer left to pick another way to pay.
  const [leftWait, setLeftWait] = useState<string | null>(null);
  // The phone the server texted a code to before it sends a prompt there (decision 042), and
  // when another code may be asked for.
  const [codeAsk, setCodeAsk] = useState<{ phone: string; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const resendLeft = useSecondsLeft(codeAsk ? codeAsk.resendAt : null);

  const payment = order.payment;
  const waiting =
    payment?.channel === 'mpesa' &&
    (payment.status === 'pending' || payment.status === 'initialized') &&
    leftWait !== payment.reference;

  /** Pays; `newCode`: asks for another SMS code instead of sending the one typed. */
  async function pay(newCode = false) {
    if (pending || redirecting) return;
    let mpesaPhone: string | undefined;
    let typedCode: string | undefined;
    if (channel === 'mpesa') {
      const normal = normaliseKenyanPhone(phone);
      if (!normal) {
        setPhoneError(phone.trim() ? T.phoneInvalid : T.phoneRequired);
        return;
      }
      mpesaPhone = normal;
      if (codeAsk?.phone === normal && !newCode) {
        typedCode = code.replace(/\s/g, '');
        if (!/^\d{6}$/.test(typedCode)) {
          setCodeError(T.phoneCode.invalid);
          return;
        }
      }
    }
    setProblem(null);
    setPending(true);
    try {
      const answer = await startPayment(order.token, {
        channel,
        ...(mpesaPhone ? { phone: mpesaPhone } : {}),
        ...(typedCode ? { code: typedCode } : {}),
        idempotencyKey: newIdempotencyKey(),
      });
      setCodeAsk(null);
      setCode('');
      onOrder(answer.order);
      if (channel === 'card' && answer.redirectUrl) {
        setRedirecting(true);
        redirect(answer.redirectUrl);
      }
      setCheckedOnce(false);
    } catch (err) {
      // The phone is not yet proven: a code is on its way by SMS (none can be sent: no retryAfter).
      if (err instanceof ApiError && err.code === 'phone_unproven' && err.retryAfter && mpesaPhone) {
        setCodeAsk({ phone: mpesaPhone, resendAt: Date.now() + err.retryAfter * 1000 });
        setCodeError(undefined);
        if (newCode) setCode('');
        return;
      }
      const p = checkoutProblem(err);
      if (p.key === 'hold_expired' || p.key === 'order_not_pending') onRefetch();
      setProblem(p);
    } finally {
      setPending(false);
    }
  }

  function otherPhone() {
    setCodeAsk(null);
    setCode('');
    setCodeError(undefined);
    setProblem(null);
  }

  async function checkPayment() {
    if (checking) return;
    setChecking(true);
    try {
      onOrder(await verifyOrder(order.token));
      setCheckedOnce(true);
    } catch (err) {
      setProblem(checkoutProblem(err));
    } finally {
      setChecking(false);
    }
  }

  if (problem?.key === 'hold_expiring') {
    return (
      <Panel title={T.stepPayment}>
        <div className="grid gap-4" data-testid="hold-expiring">
          <FormAlert>{T.errors.hold_expiring}</FormAlert>
          <Button size="lg" className="w-full" onClick={onStartAgain}>
            {T.startAgain}
          </Button>
        </div>
      </Panel>
    );
  }

  return (
    <Panel title={T.stepPayment}>
      <div className="grid gap-5">
        <HoldCountdown secondsLeft={secondsLeft} />
        {waiting ? (
          <div className="grid gap-4 text-center" data-testid="mpesa-waiting" aria-live="polite">
            <Spinner className="mx-auto size-10" label={T.waitingForPayment} />
            <h3 className="text-xl font-bold text-stone-900">{T.checkYourPhone}</h3>
            <p className="text-stone-600">{payment?.message ?? T.checkYourPhoneText}</p>
            {checkedOnce && <p className="text-sm text-stone-500">{T.stillPending}</p>}
            {problem && <FormAlert>{problem.message}</FormAlert>}
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => void checkPayment()}
              disabled={checking}
            >
              {checking ? T.checking : T.checkMyPayment}
            </Button>
            <button
              type="button"
              className="text-sm font-medium text-stone-600 underline underline-offset-2 hover:text-stone-900"
              onClick={() => setLeftWait(payment?.reference ?? null)}
            >
              {T.useAnotherMethod}
            </button>
          </div>
        ) : (
          <>
            <fieldset className="grid gap-3">
              <legend className="mb-3 text-sm font-semibold text-stone-800">{T.choosePayment}</legend>
              <ChannelOption
                channel="mpesa"
                checked={channel === 'mpesa'}
                onSelect={() => setChannel('mpesa')}
                disabled={pending || redirecting}
              />
              <ChannelOption
                channel="card"
                checked={channel === 'card'}
                onSelect={() => setChannel('card')}
                disabled={pending || redirecting}
              />
            </fieldset>
            {channel === 'mpesa' && (
              <Field
                label={T.mpesaPhone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => {
                  setPhone(e.target.value);
                  setPhoneError(undefined);
                  // Another phone: the code sent to the first proves nothing for it.
                  if (codeAsk && normaliseKenyanPhone(e.target.value) !== codeAsk.phone) otherPhone();
                }}
                error={phoneError}
                hint={T.phoneHint}
                disabled={pending || redirecting}
              />
            )}
            {channel === 'mpesa' && codeAsk && (
              <div
                className="grid gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
                data-testid="phone-code-step"
              >
                <h3 className="font-semibold text-stone-900">{T.phoneCode.title}</h3>
                <p className="text-sm text-stone-700" aria-live="polite">
                  {T.phoneCode.sentTo(displayPhone(codeAsk.phone).replace(/ /g, '\u00a0'))}
                </p>
                <CodeField
                  label={T.phoneCode.label}
                  name="code"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setCodeError(undefined);
                    setProblem(null);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void pay();
                  }}
                  error={codeError}
                  hint={T.phoneCode.hint}
                  disabled={pending}
                />
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <button
                    type="button"
                    className="text-sm font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900 disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
                    onClick={() => void pay(true)}
                    disabled={pending || (resendLeft ?? 0) > 0}
                  >
                    {(resendLeft ?? 0) > 0 ? T.phoneCode.resendIn(resendLeft ?? 0) : T.phoneCode.resend}
                  </button>
                  <button
                    type="button"
                    className="text-sm font-medium text-stone-600 underline underline-offset-2 hover:text-stone-900"
                    onClick={otherPhone}
                  >
                    {T.phoneCode.otherPhone}
                  </button>
                </div>
              </div>
            )}
            {problem && <FormAlert>{problem.message}</FormAlert>}
            <Button
              size="lg"
              className="w-full"
              onClick={() => void pay()}
              disabled={pending || redirecting}
              aria-busy={pending || redirecting}
            >
              {redirecting
                ? T.redirecting
                : pending
                  ? T.starting
                  : channel === 'mpesa' && codeAsk
                    ? T.phoneCode.submit(order.total)
                    : T.pay(order.total)}
            </Button>
          </>
        )}
        <button
          type="button"
          onClick={onChangeTickets}
          className="justify-self-center text-sm font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          {T.changeTickets}
        </button>
      </div>
    </Panel>
  );
}
