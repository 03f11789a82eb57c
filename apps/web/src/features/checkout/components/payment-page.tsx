import { useQueryClient } from '@tanstack/react-query';
import { orderAmounts, type TCheckoutData, type TOrder } from '@tribe/contracts/checkout';
import type { TPromoCheck } from '@tribe/contracts/promo-codes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from '@/lib/router';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useCheckoutEvent } from '../api/get-event';
import { cancelOrder, orderQueryKey, useOrder } from '../api/orders';
import { holdEndsAtLocal, useSecondsLeft } from '../lib/countdown';
import {
  checkoutMatchesEvent,
  clearOrderToken,
  orderMatchesEvent,
  readCheckoutData,
  readOrderToken,
  saveOrderToken,
} from '../lib/storage';
import { choiceInWords, orderWhen } from '../lib/when';
import { T } from '../texts';
import { BuyerStep } from './buyer-step';
import { CenteredSpinner, CheckoutColumns, CheckoutShell } from './checkout-shell';
import { OrderSummary } from './order-summary';
import { failedAttemptOf, OutcomeScreen, outcomeOfOrder, PaybillInstructions } from './outcome-screen';
import { PaymentStep } from './payment-step';
import { PromoCodeField } from './promo-code-field';
import { PoliciesNote } from './policies-note';

export const eventPagePath = (id: string | number) => `/events/${encodeURIComponent(String(id))}`;
export const successPath = (token: string) => `/checkout/success?order=${encodeURIComponent(token)}`;

/**
 * /checkout/:id/payment. Resumes an order named by the address or kept in session storage (a
 * pending order skips to payment; a paid one goes to the success page); otherwise reads the
 * stored checkout data, and a missing or foreign one sends the buyer back to the event.
 */
export function PaymentPage({ brand, redirect }: { brand: ReactNode; redirect?: (url: string) => void }) {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const [data] = useState<TCheckoutData | null>(() => readCheckoutData());
  // Step 1's promo code, as the server priced it; a refused order's reason takes it off.
  const [promo, setPromo] = useState<TPromoCheck | null>(null);
  const [promoNotice, setPromoNotice] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(() => searchParams.get('order') || readOrderToken());
  const eventQuery = useCheckoutEvent(id || null);
  const orderQuery = useOrder(token);
  const order = orderQuery.data;
  const eventPath = id ? eventPagePath(id) : '/events';

  // An order that is not there (or belongs to another event) is forgotten: the stored tickets decide.
  const orderGone =
    (orderQuery.error instanceof ApiError && orderQuery.error.status === 404) ||
    (order !== undefined && !orderMatchesEvent(order, id));
  useEffect(() => {
    if (!orderGone) return;
    clearOrderToken();
    setToken(null);
  }, [orderGone]);

  const stale = !token && (!data || !id || !checkoutMatchesEvent(data, id));
  const staleHandled = useRef(false);
  useEffect(() => {
    if (!stale || staleHandled.current) return;
    staleHandled.current = true;
    toast({ title: T.staleCheckout, variant: 'destructive' });
    void navigate(eventPath, { replace: true });
  }, [stale, navigate, eventPath]);

  // Paid or reserved: the tickets are on the success page.
  const done = order?.status === 'paid' || order?.status === 'reserved';
  useEffect(() => {
    if (done && order) void navigate(successPath(order.token), { replace: true });
  }, [done, order, navigate]);

  function acceptOrder(next: TOrder) {
    queryClient.setQueryData(orderQueryKey(next.token), next);
    if (next.token !== token) {
      saveOrderToken(next.token);
      setToken(next.token);
      setSearchParams({ order: next.token }, { replace: true });
    }
  }

  async function changeTickets() {
    if (token) await cancelOrder(token).catch(() => undefined);
    clearOrderToken();
    void navigate(eventPath);
  }

  function startAgain() {
    clearOrderToken();
    void navigate(eventPath);
  }

  const shell = (children: ReactNode, wide = true) => (
    <CheckoutShell brand={brand} backTo={eventPath} title={T.docPayment} wide={wide}>
      {children}
    </CheckoutShell>
  );

  if (stale || done) return shell(<CenteredSpinner />);
  if (token && !orderGone) {
    if (!order) {
      if (orderQuery.isError) {
        return shell(
          <OutcomeScreen
            variant="not_found"
            primary={{ label: T.tryAgain, onClick: () => void orderQuery.refetch() }}
            secondary={{ label: T.backToEvent, to: eventPath }}
          />,
          false,
        );
      }
      return shell(<CenteredSpinner />);
    }
    return shell(
      <PendingOrder
        order={order}
        receivedAt={orderQuery.dataUpdatedAt}
        refetch={orderQuery.refetch}
        seenAttempt={searchParams.get('retry')}
        onOrder={acceptOrder}
        onChangeTickets={() => void changeTickets()}
        onStartAgain={startAgain}
        eventPath={eventPath}
        redirect={redirect}
      />,
    );
  }
  if (!data) return shell(<CenteredSpinner />);

  const event = eventQuery.data;
  const feePaidBy = event?.feePaidBy ?? 'buyer';
  const estimate = orderAmounts(
    data.selectedTickets.map((t) => ({ unitPrice: t.price, quantity: t.quantity })),
    feePaidBy,
  );
  const amounts = promo ?? estimate;
  return shell(
    <CheckoutColumns
      main={
        <BuyerStep
          data={data}
          user={user}
          eventPath={eventPath}
          onOrder={acceptOrder}
          promoCode={promo?.code ?? null}
          onPromoRefused={(message) => {
            setPromo(null);
            setPromoNotice(message);
          }}
        />
      }
      aside={
        <OrderSummary
          title={event?.title ?? data.eventDetails.name}
          when={choiceInWords(data.eventDetails, event)}
          lines={data.selectedTickets.map((t) => ({
            key: t.id,
            name: t.name,
            quantity: t.quantity,
            unitPrice: t.price,
          }))}
          fees={amounts.fees}
          total={amounts.total}
          feePaidBy={feePaidBy}
          discount={promo ? { code: promo.code, amount: promo.discount } : null}
          promo={
            <PromoCodeField
              eventId={data.eventDetails.id}
              tickets={data.selectedTickets}
              applied={promo}
              onApplied={(check) => {
                setPromo(check);
                setPromoNotice(null);
              }}
              notice={promoNotice}
            />
          }
        />
      }
      policies={<PoliciesNote refundPolicy={event?.refundPolicy} entryConditions={event?.entryConditions} />}
    />,
  );
}

/** A pending order: the payment step, or the screen of how it ended. */
function PendingOrder({
  order,
  receivedAt,
  refetch,
  seenAttempt,
  onOrder,
  onChangeTickets,
  onStartAgain,
  eventPath,
  redirect,
}: {
  order: TOrder;
  receivedAt: number;
  refetch: () => Promise<unknown>;
  /** A failed attempt whose screen the buyer already saw (the verifying page's "Try again"). */
  seenAttempt: string | null;
  onOrder: (order: TOrder) => void;
  onChangeTickets: () => void;
  onStartAgain: () => void;
  eventPath: string;
  redirect: ((url: string) => void) | undefined;
}) {
  // The hold's end on this device's clock, fixed when a hold end first arrives: reading the same
  // order again must not move it (a refetch at 0 from a server whose clock is behind would
  // otherwise start the countdown over); a new end (a payment extended the hold) moves it.
  const [anchor, setAnchor] = useState(() => ({
    expiresAt: order.expiresAt,
    endsAt: holdEndsAtLocal(order, receivedAt),
  }));
  let endsAt = anchor.endsAt;
  if (anchor.expiresAt !== order.expiresAt) {
    endsAt = holdEndsAtLocal(order, receivedAt);
    setAnchor({ expiresAt: order.expiresAt, endsAt });
  }
  const secondsLeft = useSecondsLeft(order.status === 'pending' ? endsAt : null);
  const [dismissedAttempt, setDismissedAttempt] = useState<string | null>(seenAttempt);
  // At 0 the order is read again (an open M-Pesa prompt extends the hold); the expired screen
  // shows once that answer has the same end: the server ends the hold by its own clock, on the
  // next read or by its job, and a server a little behind may still call it pending.
  const [endConfirmedFor, setEndConfirmedFor] = useState<string | null>(null);
  const atZero = order.status === 'pending' && secondsLeft === 0;
  const refetchedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!atZero || refetchedFor.current === order.expiresAt) return;
    const expiresAt = order.expiresAt;
    refetchedFor.current = expiresAt;
    void refetch().finally(() => setEndConfirmedFor(expiresAt));
  }, [atZero, order.expiresAt, refetch]);
  // M-Pesa: the page polls while the prompt is open.
  const mpesaOpen =
    order.status === 'pending' &&
    order.payment?.channel === 'mpesa' &&
    (order.payment.status === 'pending' || order.payment.status === 'initialized');
  // …and while it offers the Paybill after a failed prompt (the confirmation may come any moment).
  const paybillOffered = order.status === 'pending' && !!order.payment?.paybill;
  useOrder(order.token, { pollMs: mpesaOpen || paybillOffered ? 3000 : null });

  const ended = outcomeOfOrder(order);
  if (ended) {
    return (
      <div className="mx-auto max-w-2xl">
        <OutcomeScreen
          variant={ended.variant}
          reason={ended.reason}
          amount={ended.amount}
          primary={{ label: T.startAgain, onClick: onStartAgain }}
          secondary={{ label: T.browseEvents, to: '/events' }}
        />
      </div>
    );
  }
  if (atZero && endConfirmedFor === order.expiresAt) {
    return (
      <div className="mx-auto max-w-2xl">
        <OutcomeScreen variant="expired" primary={{ label: T.startAgain, onClick: onStartAgain }} />
      </div>
    );
  }
  const attempt = failedAttemptOf(order);
  if (attempt && dismissedAttempt !== order.payment?.reference) {
    return (
      <div className="mx-auto max-w-2xl">
        <OutcomeScreen
          variant={attempt.variant}
          reason={attempt.reason}
          primary={{ label: T.tryAgain, onClick: () => setDismissedAttempt(order.payment?.reference ?? null) }}
          secondary={{ label: T.backToEvent, to: eventPath }}
        >
          {order.payment?.paybill && <PaybillInstructions paybill={order.payment.paybill} amount={order.total} />}
        </OutcomeScreen>
      </div>
    );
  }
  return (
    <CheckoutColumns
      main={
        <PaymentStep
          order={order}
          secondsLeft={secondsLeft ?? 0}
          onOrder={onOrder}
          onChangeTickets={onChangeTickets}
          onStartAgain={onStartAgain}
          onRefetch={() => void refetch()}
          {...(redirect ? { redirect } : {})}
        />
      }
      aside={
        <OrderSummary
          title={order.event.title}
          when={orderWhen(order)}
          lines={order.items.map((i) => ({
            key: i.ticketTypeId,
            name: i.name,
            quantity: i.quantity,
            unitPrice: i.unitPrice,
          }))}
          fees={order.fees}
          total={order.total}
          feePaidBy={order.feePaidBy}
          reference={order.reference}
          discount={order.promoCode ? { code: order.promoCode, amount: order.discount } : null}
        />
      }
    />
  );
}
