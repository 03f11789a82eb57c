import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAvailability, TCheckoutData, TOrder } from '@tribe/contracts/checkout';
import type { TEvent } from '@tribe/contracts';
import { CalendarDays, MapPin, Minus, Plus } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { createFreeReservation, newIdempotencyKey } from '../api/orders';
import { CenteredSpinner, CheckoutShell, Panel } from '../components/checkout-shell';
import { buyerErrors, displayPhone, type TBuyerInput } from '../lib/buyer';
import { saveOrderToken } from '../lib/storage';
import { ConfirmCodeStep } from './confirm-code-step';
import {
  effectiveQuantity,
  initialDateKey,
  reservationProblem,
  reservationRequest,
  reservationRows,
  type TReservationDate,
  type TReservationProblem,
} from './reservation';
import { FR } from './texts';
import { BuyerFields } from '../components/buyer-fields';

const stepperButton =
  'flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 transition hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-300 disabled:hover:bg-white';

/** Codes after which the places shown are out of date: the page asks for them again. */
const STALE_PLACES_CODES = new Set(['sold_out', 'ticket_not_on_sale', 'occurrence_not_found', 'order_limit_exceeded']);

export interface TFreeReservationPageProps {
  checkout: TCheckoutData;
  /** The event (undefined while loading). */
  event: TEvent | undefined;
  eventFailed: boolean;
  onRetryEvent: () => void;
  /** The dates it can be reserved for (one for a one-off event), from the event page's date rules. */
  dates: readonly TReservationDate[];
  /** Places left per date; without it the page caps by the ticket types alone and the server decides. */
  availability: TAvailability | undefined;
  /** The site's logo (the route passes it in: features do not reach into the app's layout). */
  brand: ReactNode;
}

/**
 * /checkout/free-reservation (issue 8, item 4): the free flow arrives with one of each ticket
 * type on the first date; here people change the date and the numbers, give a name and email,
 * and get their tickets at once. Mobile first; two columns on wide screens.
 */
export function FreeReservationPage(props: TFreeReservationPageProps) {
  const { checkout, event, eventFailed, onRetryEvent, brand } = props;
  const backTo = `/events/${encodeURIComponent(String(checkout.eventDetails.id))}`;
  let body: ReactNode;
  if (event) body = <ReservationForm {...props} event={event} />;
  else if (eventFailed)
    body = (
      <Panel className="mx-auto max-w-md text-center">
        <p className="font-semibold text-stone-900">{FR.loadFailed}</p>
        <Button className="mt-4" variant="outline" onClick={onRetryEvent}>
          {FR.retry}
        </Button>
      </Panel>
    );
  else body = <CenteredSpinner />;
  return (
    <CheckoutShell brand={brand} backTo={backTo} title={FR.docTitle} wide>
      {body}
    </CheckoutShell>
  );
}

function ReservationForm({ checkout, event, dates, availability }: TFreeReservationPageProps & { event: TEvent }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUser();

  const [dateKey, setDateKey] = useState<string | null>(() => initialDateKey(dates, checkout.eventDetails));
  const date = dates.find((d) => d.key === dateKey) ?? dates[0] ?? null;
  const [picked, setPicked] = useState<Record<number, number>>(() =>
    Object.fromEntries(checkout.selectedTickets.map((t) => [t.id, t.quantity])),
  );
  // What the visitor typed; untouched fields show the signed-in user's details.
  const [typed, setTyped] = useState<Partial<TBuyerInput>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof TBuyerInput, string>>>({});
  const [problem, setProblem] = useState<TReservationProblem | null>(null);
  // One key per attempt: a retry after a network failure sends it again; any change starts a new attempt.
  const attemptKey = useRef<string | null>(null);

  const rows = useMemo(
    () => reservationRows(checkout, event, date, availability),
    [checkout, event, date, availability],
  );
  const lines = rows.map((r) => ({ id: r.id, quantity: effectiveQuantity(r, picked) }));
  const count = lines.reduce((s, l) => s + l.quantity, 0);

  const userName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  const buyer: TBuyerInput = {
    name: typed.name ?? userName,
    email: typed.email ?? user?.email ?? '',
    phone: typed.phone ?? displayPhone(user?.phone),
  };

  const changed = () => {
    attemptKey.current = null;
    setProblem(null);
  };
  const setField = (k: keyof TBuyerInput) => (e: { target: { value: string } }) => {
    changed();
    setTyped((t) => ({ ...t, [k]: e.target.value }));
    setFieldErrors((f) => ({ ...f, [k]: undefined }));
  };
  const setQuantity = (id: number, quantity: number) => {
    changed();
    setPicked((p) => ({ ...p, [id]: quantity }));
  };

  // Not signed in: the reservation waits for the emailed code (decision 017).
  const [awaitingCode, setAwaitingCode] = useState<TOrder | null>(null);
  const done = (order: TOrder) => {
    saveOrderToken(order.token);
    navigate(`/checkout/success?order=${encodeURIComponent(order.token)}`, { replace: true });
  };
  const reserve = useMutation({
    mutationFn: createFreeReservation,
    onSuccess: (order) => {
      if (order.status === 'pending') setAwaitingCode(order);
      else done(order);
    },
    onError: (err) => {
      const found = reservationProblem(err);
      setProblem(found);
      setFieldErrors(found.fields);
      if (found.key !== 'network') attemptKey.current = null;
      if (STALE_PLACES_CODES.has(found.key)) void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reserve.isPending || !date) return;
    const errors = buyerErrors(buyer, { phoneRequired: false });
    setFieldErrors(errors);
    if (count === 0) {
      setProblem({ key: 'none', message: FR.pickOne, fields: {} });
      return;
    }
    if (Object.keys(errors).length > 0) return;
    setProblem(null);
    attemptKey.current ??= newIdempotencyKey();
    reserve.mutate(reservationRequest({ eventId: event.id, date, lines, buyer, idempotencyKey: attemptKey.current }));
  };

  const oneOff = event.eventType === 'one-off';
  if (awaitingCode)
    return (
      <ConfirmCodeStep
        order={awaitingCode}
        onConfirmed={done}
        onStartAgain={() => {
          changed();
          setAwaitingCode(null);
          void queryClient.invalidateQueries({ queryKey: ['availability'] });
        }}
      />
    );
  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <div className="min-w-0 space-y-6">
        <header className="flex gap-4">
          {event.imageUrl && (
            <img
              src={event.imageUrl}
              alt=""
              className="size-20 shrink-0 rounded-2xl object-cover sm:size-28"
              data-testid="event-image"
            />
          )}
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">{FR.heading}</p>
            <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-stone-900 sm:text-3xl">
              {event.title}
            </h1>
            {(event.location || event.address) && (
              <p className="mt-2 flex items-start gap-1.5 text-sm text-stone-600">
                <MapPin className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden="true" />
                <span>{[event.location, event.address].filter(Boolean).join(', ')}</span>
              </p>
            )}
          </div>
        </header>
        <p className="text-stone-600">{user ? FR.intro : FR.introGuest}</p>

        <Panel title={FR.whenTitle}>
          {dates.length === 0 ? (
            <p className="text-sm text-stone-600">{FR.noDates}</p>
          ) : oneOff ? (
            <p className="flex items-start gap-3" data-testid="fixed-date">
              <CalendarDays className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-stone-900">{dates[0]!.dateLabel}</span>
                {dates[0]!.timeLabel && <span className="block text-sm text-stone-600">{dates[0]!.timeLabel}</span>}
              </span>
            </p>
          ) : (
            <fieldset>
              <legend className="sr-only">
                {event.eventType === 'multiple-shows' ? FR.chooseShow : FR.chooseDate}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {dates.map((d) => {
                  const checked = d.key === date?.key;
                  return (
                    <label
                      key={d.key}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-2xl border p-3 transition focus-within:ring-2 focus-within:ring-orange-600',
                        checked
                          ? 'border-orange-500 bg-orange-50'
                          : 'border-stone-200 bg-white hover:border-orange-300',
                      )}
                    >
                      <input
                        type="radio"
                        name="date"
                        value={d.key}
                        checked={checked}
                        onChange={() => {
                          changed();
                          setDateKey(d.key);
                        }}
                        className="mt-1 size-4 accent-orange-700"
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold text-stone-900">{d.dateLabel}</span>
                        {d.timeLabel && <span className="block text-sm text-stone-600">{d.timeLabel}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        </Panel>

        <Panel title={FR.ticketsTitle}>
          <ul className="space-y-3">
            {rows.map((row) => {
              const quantity = effectiveQuantity(row, picked);
              return (
                <li
                  key={row.id}
                  className={cn(
                    'flex items-center justify-between gap-4 rounded-2xl border p-4',
                    quantity > 0 ? 'border-orange-300 bg-orange-50/60' : 'border-stone-200',
                  )}
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">{row.name}</p>
                    <p className="text-sm font-semibold text-orange-800">{FR.free}</p>
                    {row.note && (
                      <p
                        data-testid={`places-${row.id}`}
                        className={cn(
                          'mt-0.5 text-sm font-semibold',
                          row.unavailable ? 'text-red-700' : 'text-orange-800',
                        )}
                      >
                        {row.note}
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <button
                      type="button"
                      aria-label={FR.decrease(row.name)}
                      disabled={quantity === 0}
                      onClick={() => setQuantity(row.id, quantity - 1)}
                      className={stepperButton}
                    >
                      <Minus className="size-4" aria-hidden="true" />
                    </button>
                    <output
                      aria-live="polite"
                      aria-label={FR.quantityOf(row.name)}
                      className="w-7 text-center text-base font-semibold tabular-nums text-stone-900"
                    >
                      {quantity}
                    </output>
                    <button
                      type="button"
                      aria-label={FR.increase(row.name)}
                      disabled={quantity >= row.cap}
                      onClick={() => setQuantity(row.id, Math.min(quantity + 1, row.cap))}
                      className={stepperButton}
                    >
                      <Plus className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Panel>
      </div>

      <div className="lg:sticky lg:top-6">
        <Panel title={FR.detailsTitle}>
          <p className="-mt-2 mb-4 text-sm text-stone-600">{FR.detailsHint}</p>
          <BuyerFields
            values={buyer}
            errors={fieldErrors}
            onChange={(field, value) => setField(field)({ target: { value } })}
            nameMaxLength={100}
            phone={{ label: FR.phoneOptional, hint: FR.phoneHint }}
          />
          <dl className="mb-4 space-y-1 border-t border-stone-100 pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-stone-600">{FR.totalSpots}</dt>
              <dd className="font-semibold tabular-nums text-stone-900" data-testid="total-spots">
                {count}
              </dd>
            </div>
            <div className="flex justify-between text-base">
              <dt className="font-semibold text-stone-900">{FR.total}</dt>
              <dd className="font-bold text-stone-900">{FR.free}</dd>
            </div>
          </dl>
          <div className="space-y-3">
            <FormAlert>{problem?.message}</FormAlert>
            <Button type="submit" size="lg" className="w-full" disabled={reserve.isPending || !date}>
              {reserve.isPending && <Spinner className="size-4 text-white" label={FR.reserving} />}
              {FR.reserve(count)}
            </Button>
          </div>
        </Panel>
      </div>
    </form>
  );
}
