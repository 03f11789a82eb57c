import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { orderQueryKey, useOrder, verifyOrder } from '../api/orders';
import { T } from '../texts';
import { CheckoutShell, Panel } from './checkout-shell';
import { failedAttemptOf, OrderEnded, OrderNotFound, OutcomeScreen, outcomeOfOrder } from './outcome-screen';
import { eventPagePath, successPath } from './payment-page';

/** How long the page keeps asking before it says the payment is still being confirmed. */
export const VERIFY_WINDOW_MS = 120_000;
export const VERIFY_POLL_MS = 2_000;

/**
 * The payment page of a pending order. `seenAttempt`: the reference of a failed attempt the buyer
 * was just told about, so the payment page goes straight to the payment step instead of saying
 * "declined" a second time.
 */
export const retryPaymentPath = (eventId: number | string, token: string, seenAttempt?: string | null) =>
  `/checkout/${encodeURIComponent(String(eventId))}/payment?order=${encodeURIComponent(token)}` +
  (seenAttempt ? `&retry=${encodeURIComponent(seenAttempt)}` : '');

/**
 * /checkout/verifying: where a card payment returns. Works from the address alone (a phone may
 * have dropped the tab and its storage): asks the provider once, then polls the order until it
 * is paid, fails, or two minutes pass.
 */
export function VerifyingPage({ brand }: { brand: ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('order') || null;
  const reference = searchParams.get('reference') || searchParams.get('trxref');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [windowEnded, setWindowEnded] = useState(false);
  const [round, setRound] = useState(0);
  const [verifyMissing, setVerifyMissing] = useState(false);
  const verifiedRound = useRef(-1);

  useEffect(() => {
    if (!token || verifiedRound.current === round) return;
    verifiedRound.current = round;
    verifyOrder(token).then(
      (order) => queryClient.setQueryData(orderQueryKey(token), order),
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 404) setVerifyMissing(true);
      },
    );
  }, [token, round, queryClient]);
  useEffect(() => {
    if (!token) return;
    const timer = window.setTimeout(() => setWindowEnded(true), VERIFY_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [token, round]);

  const orderQuery = useOrder(token, { pollMs: windowEnded ? null : VERIFY_POLL_MS });
  const order = orderQuery.data;
  const done = order?.status === 'paid' || order?.status === 'reserved';
  useEffect(() => {
    if (done && token) void navigate(successPath(token), { replace: true });
  }, [done, token, navigate]);

  const notFound = !token || verifyMissing || (orderQuery.error instanceof ApiError && orderQuery.error.status === 404);
  const shell = (children: ReactNode) => (
    <CheckoutShell brand={brand} backTo={order ? eventPagePath(order.event.id) : null} title={T.docVerifying}>
      {children}
    </CheckoutShell>
  );

  if (notFound) return shell(<OrderNotFound />);
  if (order && !done) {
    const ended = outcomeOfOrder(order);
    if (ended) return shell(<OrderEnded outcome={ended} eventPath={eventPagePath(order.event.id)} />);
    const attempt = failedAttemptOf(order);
    if (attempt)
      return shell(
        <OutcomeScreen
          variant={attempt.variant}
          reason={attempt.reason}
          primary={{ label: T.tryAgain, to: retryPaymentPath(order.event.id, order.token, order.payment?.reference) }}
          secondary={{ label: T.backToEvent, to: eventPagePath(order.event.id) }}
        />,
      );
  }
  return shell(
    <Panel className="text-center">
      {windowEnded ? (
        <div className="grid gap-4" data-testid="still-confirming">
          <CheckCircle2 className="mx-auto size-10 text-amber-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{T.stillConfirmingTitle}</h1>
          <p className="text-stone-600">{T.stillConfirmingText}</p>
          <Button
            size="lg"
            className="mx-auto w-full sm:w-auto"
            onClick={() => {
              setWindowEnded(false);
              setRound((r) => r + 1);
            }}
          >
            {T.checkAgain}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4" aria-live="polite">
          <Spinner className="mx-auto size-10" label={T.verifyingTitle} />
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{T.verifyingTitle}</h1>
          <p className="text-stone-600">{T.verifyingText}</p>
        </div>
      )}
      {reference && <p className="mt-4 text-xs text-stone-500">{T.paymentReference(reference)}</p>}
    </Panel>,
  );
}
