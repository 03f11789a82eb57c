import { useQueryClient } from '@tanstack/react-query';
import type { TOrder } from '@tribe/contracts/checkout';
import { promoDiscountLine } from '@tribe/contracts/promo-codes';
import { CalendarDays, CalendarPlus, CheckCircle2, Download, MapPin } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { calendarUrl, cancelOrder, orderQueryKey, ticketsPdfUrl, useOrder } from '../api/orders';
import { checkoutProblem } from '../lib/errors';
import { clearCheckout, readOrderToken } from '../lib/storage';
import { orderWhen } from '../lib/when';
import { T } from '../texts';
import { CenteredSpinner, CheckoutShell, Panel } from './checkout-shell';
import { OrderEnded, OrderNotFound, OutcomeScreen, outcomeOfOrder } from './outcome-screen';
import { eventPagePath } from './payment-page';
import { TicketList } from './ticket-list';
import { eventDateTime, price } from '@/i18n/format';
import { SendToWhatsApp } from './send-to-whatsapp';

export const verifyingPath = (token: string) => `/checkout/verifying?order=${encodeURIComponent(token)}`;

/**
 * /checkout/success: the tickets of a paid order or a free reservation, from the address alone
 * (the token), with the PDF, the calendar file and the receipt. A reservation can be cancelled
 * here (also straight from the mail's link, which ends in #cancel).
 */
export function SuccessPage({ brand }: { brand: ReactNode }) {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const [token] = useState(() => searchParams.get('order') || readOrderToken());
  const navigate = useNavigate();
  const orderQuery = useOrder(token);
  const order = orderQuery.data;
  const ok = order?.status === 'paid' || order?.status === 'reserved';

  useEffect(() => {
    if (ok) clearCheckout();
  }, [ok]);
  const pending = order?.status === 'pending';
  useEffect(() => {
    if (pending && token) void navigate(verifyingPath(token), { replace: true });
  }, [pending, token, navigate]);

  const notFound = !token || (orderQuery.error instanceof ApiError && orderQuery.error.status === 404);
  const shell = (children: ReactNode, wide = false) => (
    <CheckoutShell brand={brand} backTo={order ? eventPagePath(order.event.id) : null} title={T.docSuccess} wide={wide}>
      {children}
    </CheckoutShell>
  );

  if (notFound) return shell(<OrderNotFound />);
  if (orderQuery.isError && !order)
    return shell(
      <OutcomeScreen
        variant="not_found"
        primary={{ label: T.tryAgain, onClick: () => void orderQuery.refetch() }}
        secondary={{ label: T.resendTickets, to: '/resend-tickets' }}
      />,
    );
  if (!order || pending) return shell(<CenteredSpinner />);
  if (order.status === 'cancelled' && order.free) return shell(<ReservationCancelled order={order} />);
  const ended = outcomeOfOrder(order);
  if (ended) return shell(<OrderEnded outcome={ended} eventPath={eventPagePath(order.event.id)} />);
  return shell(<Confirmation order={order} openCancel={hash === '#cancel'} />, true);
}

function ReservationCancelled({ order }: { order: TOrder }) {
  return (
    <section
      className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10"
      data-testid="reservation-cancelled"
    >
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{T.reservationCancelled}</h1>
      <p className="mx-auto mt-2 max-w-md text-stone-600">{T.reservationCancelledText}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={eventPagePath(order.event.id)} className={buttonClass('primary', 'lg')}>
          {T.backToEvent}
        </Link>
        <Link to="/events" className={buttonClass('outline', 'lg')}>
          {T.browseMoreEvents}
        </Link>
      </div>
    </section>
  );
}

function Confirmation({ order, openCancel }: { order: TOrder; openCancel: boolean }) {
  const when = orderWhen(order);
  const place = [order.event.location, order.event.address].filter(Boolean).join(', ');
  return (
    <div className="grid gap-6">
      <header className="text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900">
          {/* A code that made the tickets free is still a purchase: "You're going!". */}
          {order.complimentaryFrom
            ? T.guestListTitle
            : order.status === 'reserved' && !order.promoCode
              ? T.reservedTitle
              : T.paidTitle}
        </h1>
        {order.complimentaryFrom && (
          <p className="mt-2 font-semibold text-violet-800">{T.complimentaryFrom(order.complimentaryFrom)}</p>
        )}
        <p className="mt-2 text-stone-600">{T.sentTo(order.buyer.email)}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="grid min-w-0 gap-6">
          <Panel>
            <div className="flex gap-4">
              {order.event.imageUrl && (
                <img
                  src={order.event.imageUrl}
                  alt=""
                  className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
                />
              )}
              <div className="min-w-0">
                <p className="text-lg font-bold text-stone-900" data-testid="success-event">
                  {order.event.title}
                </p>
                {when && (
                  <p className="mt-1 flex items-start gap-2 text-sm text-stone-600">
                    <CalendarDays className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
                    {when}
                  </p>
                )}
                {place && (
                  <p className="mt-1 flex items-start gap-2 text-sm text-stone-600">
                    <MapPin className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
                    {place}
                  </p>
                )}
                <p className="mt-2 text-xs text-stone-500">
                  {T.referenceLabel}: <span className="font-mono font-semibold text-stone-700">{order.reference}</span>
                </p>
              </div>
            </div>
          </Panel>
          <section>
            <h2 className="mb-3 text-lg font-bold tracking-tight text-stone-900">{T.yourTickets}</h2>
            <TicketList order={order} />
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <a
                href={ticketsPdfUrl(order.token)}
                className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
                download
              >
                <Download className="size-4" aria-hidden="true" />
                {T.downloadPdf}
              </a>
              <a href={calendarUrl(order.token)} className={buttonClass('outline', 'lg', 'w-full sm:w-auto')} download>
                <CalendarPlus className="size-4" aria-hidden="true" />
                {T.addToCalendar}
              </a>
              <SendToWhatsApp order={order} />
            </div>
          </section>
        </div>
        <div className="grid gap-4 lg:sticky lg:top-6">
          <Receipt order={order} />
          {order.status === 'reserved' && <CancelReservation order={order} initiallyOpen={openCancel} />}
          <Link to="/events" className={buttonClass('ghost', 'md', 'w-full')}>
            {T.browseMoreEvents}
          </Link>
        </div>
      </div>
    </div>
  );
}

function Receipt({ order }: { order: TOrder }) {
  const money = (n: number) => (n === 0 ? T.free : price(n));
  const method =
    order.payment?.channel === 'mpesa' ? T.methodMpesa : order.payment?.channel === 'card' ? T.methodCard : null;
  return (
    <Panel title={T.receipt}>
      <dl className="space-y-2 text-sm" data-testid="receipt">
        {order.items.map((i) => (
          <div key={i.ticketTypeId} className="flex justify-between gap-4">
            <dt className="text-stone-700">{T.ticketLine(i.quantity, i.name)}</dt>
            <dd className="font-medium text-stone-900">{money(i.unitPrice * i.quantity)}</dd>
          </div>
        ))}
        {order.promoCode && order.discount > 0 && (
          <div className="flex justify-between gap-4" data-testid="receipt-discount">
            <dt className="text-emerald-800">{promoDiscountLine(order.promoCode, order.discount).label}</dt>
            <dd className="font-medium text-emerald-800">
              {promoDiscountLine(order.promoCode, order.discount).amount}
            </dd>
          </div>
        )}
        {order.fees > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">{T.serviceFee}</dt>
            <dd className="font-medium text-stone-900">{price(order.fees)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-100 pt-2 text-base">
          <dt className="font-semibold text-stone-900">{T.total}</dt>
          <dd className="font-bold text-stone-900">{money(order.total)}</dd>
        </div>
        {order.paidAt && (
          <div className="flex justify-between gap-4 pt-2">
            <dt className="text-stone-600">{T.paidAt}</dt>
            <dd className="text-stone-900">{eventDateTime(order.paidAt, order.event.timeZone)}</dd>
          </div>
        )}
        {method && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{T.paymentMethod}</dt>
            <dd className="text-stone-900">{method}</dd>
          </div>
        )}
        {order.payment?.mpesaReceipt && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-600">{T.mpesaReceipt}</dt>
            <dd className="font-mono text-stone-900">{order.payment.mpesaReceipt}</dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}

function CancelReservation({ order, initiallyOpen }: { order: TOrder; initiallyOpen: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(initiallyOpen);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const next = await cancelOrder(order.token);
      queryClient.setQueryData(orderQueryKey(order.token), next);
      setOpen(false);
    } catch (err) {
      setError(checkoutProblem(err).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !pending && setOpen(o)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="w-full">
          {T.cancelReservation}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold tracking-tight text-stone-900">
            {T.cancelReservationTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-600">{T.cancelReservationText}</Dialog.Description>
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={pending}>
                {T.keepReservation}
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
              {pending ? T.cancelling : T.confirmCancel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
