import { clampQuantity, canIncreaseQuantity } from '@tribe/contracts/availability';
import { isFreeTicketing } from '@tribe/contracts/money';
import type { TEvent, TTicketType } from '@tribe/contracts';
import type { TAvailability } from '@tribe/contracts/checkout';
import { CalendarDays, Check, ChevronLeft, ChevronRight, Minus, Plus } from 'lucide-react';
import { Link, useNavigate } from '@/lib/router';
import { waitingListJoinPath } from '@tribe/contracts/waiting-list-paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useAvailability } from '../api/get-availability';
import { placesCap, placesNote, ticketPlaces, type TTicketPlaces } from '../lib/places';
import { DT } from '../dialogs.texts';
import { DialogShell } from './dialog-shell';
import type { TTicketDialogController } from './use-ticket-dialog';
import {
  buildCheckoutData,
  FREE_RESERVATION_PATH,
  PAYMENT_PATH,
  saveCheckoutData,
  selectedTickets,
  totalAmount,
  totalQuantity,
} from '../lib/checkout-data';

const stepperButton =
  'flex size-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 transition hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-300 disabled:hover:bg-white';

function TicketRow({
  ticket,
  quantity,
  places,
  onChange,
  waitlistHref,
}: {
  ticket: TTicketType;
  quantity: number;
  /** Places left on the chosen date; null when unknown (the dialog then works as without them). */
  places: TTicketPlaces | null;
  onChange: (quantity: number) => void;
  /** Where a fan joins this type's waiting list, when it is sold out and the event sells here (decision 050). */
  waitlistHref?: string | undefined;
}) {
  // The spec's cap (quantity ?? 100) stays; places left on the date can only lower it.
  const cap = placesCap(places);
  const canIncrease = canIncreaseQuantity(quantity, ticket) && quantity < cap;
  const note = placesNote(places);
  return (
    <li
      className={cn(
        'rounded-2xl border p-4 transition-colors',
        quantity > 0 ? 'border-orange-300 bg-orange-50/60' : 'border-stone-200 bg-white',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{ticket.name}</p>
          <p className="mt-0.5 text-sm font-semibold text-orange-800">
            {ticket.price > 0 ? price(ticket.price) : DT.dialog.free}
          </p>
          {ticket.description && <p className="mt-1 text-sm text-stone-600">{ticket.description}</p>}
          {note && (
            <p
              data-testid={`places-${ticket.id}`}
              className={cn('mt-1 text-sm font-semibold', note.unavailable ? 'text-red-700' : 'text-orange-800')}
            >
              {note.text}
            </p>
          )}
          {waitlistHref && note?.unavailable && places?.state !== 'not_started' && places?.state !== 'ended' && (
            <Link
              to={waitlistHref}
              data-testid={`join-waitlist-${ticket.id}`}
              className="mt-2 inline-block text-sm font-semibold text-orange-700 underline-offset-2 hover:underline"
            >
              {DT.dialog.joinWaitlist}
            </Link>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {/* Kept enabled at 0 so a press is a harmless no-op: quantity never goes below 0 (spec section 5). */}
          <button
            type="button"
            aria-label={DT.dialog.decrease(ticket.name)}
            onClick={() => onChange(clampQuantity(quantity - 1, ticket))}
            className={cn(stepperButton, quantity === 0 && 'text-stone-400')}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <output
            aria-live="polite"
            aria-label={DT.dialog.quantity(ticket.name)}
            className="w-6 text-center text-base font-semibold tabular-nums text-stone-900"
          >
            {quantity}
          </output>
          <button
            type="button"
            aria-label={DT.dialog.increase(ticket.name)}
            disabled={!canIncrease}
            onClick={() => onChange(Math.min(clampQuantity(quantity + 1, ticket), cap))}
            className={stepperButton}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The ticket dialog (spec section 2 "Ticket dialog"): step one picks a date for recurring and
 * multiple-shows events; step two picks quantities and stores the checkout data.
 */
export function TicketDialog({
  event,
  controller,
  availability,
}: {
  event: TEvent;
  controller: TTicketDialogController;
  /** Places left per date (GET /api/events/{id}/availability); absent or failed: no messages, no extra cap. */
  availability?: TAvailability | null | undefined;
}) {
  const navigate = useNavigate();
  const { state, close, chooseDate, backToDates, setQuantity } = controller;
  const free = isFreeTicketing(event);
  const tickets = selectedTickets(event.ticketTypes, state.quantities);
  const count = totalQuantity(tickets);

  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  const proceed = () => {
    if (tickets.length === 0) {
      toast({
        title: DT.dialog.noTicketsTitle,
        description: DT.dialog.noTicketsText,
        variant: 'destructive',
      });
      return;
    }
    saveCheckoutData(buildCheckoutData(event, tickets, state.selected));
    navigate(free ? FREE_RESERVATION_PATH : PAYMENT_PATH(event.id));
  };

  const dateStep = (
    <>
      {state.options.length === 0 ? (
        <p className="rounded-2xl bg-stone-50 p-6 text-center text-sm text-stone-600">{DT.dialog.noDates}</p>
      ) : (
        <ul className="space-y-2">
          {state.options.map((option) => {
            const preselected = state.selected?.key === option.key;
            return (
              <li key={option.key}>
                <button
                  type="button"
                  onClick={() => chooseDate(option)}
                  aria-pressed={preselected}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-2xl border p-4 text-left transition hover:border-orange-400 hover:bg-orange-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600',
                    preselected ? 'border-orange-500 bg-orange-50' : 'border-stone-200 bg-white',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-xl',
                      preselected ? 'bg-orange-700 text-white' : 'bg-stone-100 text-stone-700',
                    )}
                  >
                    {preselected ? (
                      <Check className="size-5" aria-hidden="true" />
                    ) : (
                      <CalendarDays className="size-5" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{option.dateLabel}</span>
                    {option.timeLabel && <span className="block text-sm text-stone-600">{option.timeLabel}</span>}
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );

  const ticketStep = (
    <>
      {state.selected && (
        <div className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl bg-stone-100 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-orange-700">
            <CalendarDays className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-[10rem] flex-1 text-sm">
            <p className="font-semibold text-stone-900" data-testid="selected-date">
              {state.selected.dateLabel}
            </p>
            {state.selected.timeLabel && (
              <p className="text-stone-600" data-testid="selected-time">
                {state.selected.timeLabel}
              </p>
            )}
          </div>
          {state.dateStepShown && (
            <button
              type="button"
              onClick={backToDates}
              className="ml-auto flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-orange-700 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {DT.dialog.changeDate}
            </button>
          )}
        </div>
      )}
      <ul className="space-y-3">
        {event.ticketTypes.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            quantity={state.quantities[ticket.id] ?? 0}
            places={ticketPlaces(availability, event, state.selected, ticket.id)}
            onChange={(q) => setQuantity(ticket.id, q)}
            waitlistHref={
              free || ticket.price === 0
                ? undefined
                : waitingListJoinPath({
                    eventId: event.id,
                    ticketTypeId: ticket.id,
                    typeName: ticket.name,
                    selectedDate: state.selected?.selectedDate,
                    showTimeId: state.selected?.showTimeId,
                  })
            }
          />
        ))}
      </ul>
    </>
  );

  const ticketFooter = (
    <div className="space-y-3">
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">{DT.dialog.totalTickets}</dt>
          <dd className="font-semibold tabular-nums text-stone-900" data-testid="total-tickets">
            {count}
          </dd>
        </div>
        {!free && (
          <div className="flex justify-between text-base">
            <dt className="font-semibold text-stone-900">{DT.dialog.totalAmount}</dt>
            <dd className="font-bold tabular-nums text-stone-900" data-testid="total-amount">
              {price(totalAmount(tickets))}
            </dd>
          </div>
        )}
      </dl>
      <Button size="lg" className="w-full" onClick={proceed}>
        {free ? DT.dialog.reserveSpot : DT.dialog.continue}
      </Button>
    </div>
  );

  const onDateStep = state.step === 'date';
  return (
    <DialogShell
      open={state.open}
      onOpenChange={onOpenChange}
      title={onDateStep ? DT.dialog.selectDate : free ? DT.dialog.reserveYourSpot : DT.dialog.selectTickets}
      description={event.title}
      footer={onDateStep ? undefined : ticketFooter}
    >
      {onDateStep ? dateStep : ticketStep}
    </DialogShell>
  );
}

/** The ticket dialog with places left on each date, fetched only while it is open. */
export function EventTicketDialog({ event, controller }: { event: TEvent; controller: TTicketDialogController }) {
  const availability = useAvailability(event.id, controller.state.open);
  return <TicketDialog event={event} controller={controller} availability={availability.data} />;
}
