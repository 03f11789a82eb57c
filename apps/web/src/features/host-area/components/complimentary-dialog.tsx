import {
  COMPLIMENTARY_MAX_QUANTITY,
  type TComplimentaryOptions,
  type TComplimentaryRequest,
} from '@tribe/contracts/complimentary';
import { Gift } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { bound, Field } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { eventDateTime, fullDate } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, useComplimentaryOptions, useGiveComplimentary } from '../api/complimentary';
import { useHostEvents } from '../api/events';
import { statusOf } from '@/lib/host-api';
import { CT } from '../complimentary.texts';
import { SelectField } from '@/components/form/fields';
import { Skeleton } from '@/components/page/page-states';
import { FormDialog } from './form-dialog';

type TOccurrence = TComplimentaryOptions['occurrences'][number];

/** What the browser checks before sending (the server checks the same and more). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function occurrenceLabel(o: TOccurrence, timeZone: string): string {
  if (o.startsAt) return eventDateTime(o.startsAt, timeZone);
  if (o.date) return fullDate(o.date);
  return o.key;
}

/**
 * "Add guest tickets": a button that opens the dialog. With `eventId` the event is fixed (an
 * event's own pages); without it the host first picks one of their live events (/host/tickets).
 */
export function AddGuestTicketsButton({
  eventId = null,
  variant = 'primary',
}: {
  eventId?: number | null;
  variant?: 'primary' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="md" onClick={() => setOpen(true)}>
        <Gift aria-hidden="true" className="size-4" />
        {CT.addGuestTickets}
      </Button>
      {open && <ComplimentaryDialog eventId={eventId} onClose={() => setOpen(false)} />}
    </>
  );
}

interface Errors {
  event?: string;
  occurrence?: string;
  ticketType?: string;
  quantity?: string;
  name?: string;
  email?: string;
}

/** The dialog itself (mounted while open, so each opening starts clean with a fresh key). */
export function ComplimentaryDialog({
  eventId: fixedEventId,
  onClose,
}: {
  eventId: number | null;
  onClose: () => void;
}) {
  const events = useHostEvents();
  const [chosenEventId, setChosenEventId] = useState<number | null>(null);
  const eventId = fixedEventId ?? chosenEventId;
  const options = useComplimentaryOptions(eventId);
  const give = useGiveComplimentary();
  const [occurrenceKey, setOccurrenceKey] = useState('');
  const [ticketTypeId, setTicketTypeId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // One key per submit of this dialog: pressing again after a lost answer makes no second order.
  const key = useRef(newIdempotencyKey());

  const data = options.data;
  const occurrences = data?.occurrences ?? [];
  const occurrence = occurrences.length === 1 ? occurrences[0] : occurrences.find((o) => o.key === occurrenceKey);
  const types = occurrence?.ticketTypes ?? [];
  const type = types.length === 1 ? types[0] : types.find((t) => String(t.id) === ticketTypeId);
  const givable = (events.data ?? []).filter((e) => e.status === 'live' && !e.ended);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (give.isPending) return;
    const n = Number(quantity);
    const next: Errors = {};
    if (eventId === null) next.event = CT.errors.required;
    else if (!occurrence) next.occurrence = CT.errors.required;
    if (eventId !== null && occurrence && !type) next.ticketType = CT.errors.required;
    if (!/^\d+$/.test(quantity.trim()) || n < 1 || n > COMPLIMENTARY_MAX_QUANTITY) next.quantity = CT.errors.quantity();
    else if (type && type.placesLeft !== null && n > type.placesLeft)
      next.quantity = CT.errors.tooMany(type.placesLeft);
    if (!name.trim()) next.name = CT.errors.required;
    if (!email.trim()) next.email = CT.errors.required;
    else if (!EMAIL_RE.test(email.trim())) next.email = CT.errors.email;
    setErrors(next);
    setProblem(null);
    if (Object.keys(next).length || eventId === null || !occurrence || !type) return;
    const body: TComplimentaryRequest = {
      ticketTypeId: type.id,
      selectedDate: data?.eventType === 'recurring' ? occurrence.date : null,
      selectedShowTimeId: occurrence.showTimeId,
      quantity: n,
      name: name.trim(),
      email: email.trim(),
    };
    give.mutate(
      { eventId, body, idempotencyKey: key.current },
      {
        onSuccess: (order) => {
          toast({ title: CT.sent(order.tickets, order.buyerEmail) });
          key.current = newIdempotencyKey();
          onClose();
        },
        onError: (err) => {
          // A refusal made no order: the next submit may reuse the key. A lost answer keeps it too.
          setProblem(
            err instanceof ApiError && err.status > 0
              ? (err.serverMessage ?? CT.errors.generic)
              : statusOf(err) === 0
                ? CT.errors.network
                : CT.errors.generic,
          );
          if (err instanceof ApiError && err.status === 409) void options.refetch();
        },
      },
    );
  };

  const dateLabel = data?.eventType === 'multiple-shows' ? CT.show : CT.date;

  return (
    <FormDialog
      title={CT.dialogTitle}
      text={CT.dialogText}
      closeLabel={CT.close}
      busy={give.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      placement="sm:top-[8vh] sm:max-h-[84vh]"
      actions={{
        cancelLabel: CT.cancel,
        onCancel: onClose,
        cancelDisabled: give.isPending,
        submitLabel: give.isPending ? CT.sending : CT.submit(Number(quantity) > 0 ? Number(quantity) : 1),
        submitDisabled: give.isPending || Boolean(data?.unavailable),
      }}
    >
      {fixedEventId === null && (
        <SelectField
          label={CT.event}
          value={chosenEventId === null ? '' : String(chosenEventId)}
          onChange={(e) => {
            // Another event starts its choices again.
            setChosenEventId(e.target.value ? Number(e.target.value) : null);
            setOccurrenceKey('');
            setTicketTypeId('');
          }}
          error={errors.event}
          hint={events.data && givable.length === 0 ? CT.noEvents : undefined}
        >
          <option value="">{CT.chooseEvent}</option>
          {givable.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </SelectField>
      )}

      {eventId !== null && options.isPending ? (
        <div className="mb-4 grid gap-3" aria-label={CT.loading}>
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      ) : eventId !== null && options.error ? (
        <div role="alert" className="mb-4 rounded-xl bg-red-50 px-3 py-3 text-sm text-red-800">
          <p>{statusOf(options.error) === 404 ? (options.error as ApiError).serverMessage : CT.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void options.refetch()}>
            {CT.retry}
          </Button>
        </div>
      ) : data?.unavailable ? (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-900">
          {data.unavailable}
        </p>
      ) : data && occurrences.length === 0 ? (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-900">
          {CT.noDates}
        </p>
      ) : data ? (
        <>
          {data.eventType === 'one-off' && occurrence && (
            <p className="mb-4 text-sm font-semibold text-stone-700">
              {CT.on(occurrenceLabel(occurrence, data.timeZone))}
            </p>
          )}
          {data.eventType !== 'one-off' && (
            <SelectField
              label={dateLabel}
              value={occurrence?.key ?? ''}
              onChange={(e) => {
                setOccurrenceKey(e.target.value);
                setTicketTypeId('');
              }}
              error={errors.occurrence}
            >
              {occurrences.length > 1 && (
                <option value="">{data.eventType === 'multiple-shows' ? CT.chooseShow : CT.chooseDate}</option>
              )}
              {occurrences.map((o) => (
                <option key={o.key} value={o.key}>
                  {occurrenceLabel(o, data.timeZone)}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={CT.ticketType}
            value={type ? String(type.id) : ''}
            onChange={(e) => setTicketTypeId(e.target.value)}
            disabled={!occurrence}
            error={errors.ticketType}
          >
            {types.length !== 1 && <option value="">{CT.chooseTicketType}</option>}
            {types.map((t) => (
              <option key={t.id} value={t.id} disabled={t.placesLeft === 0}>
                {CT.typeOption(t.name, CT.placesLeft(t.placesLeft))}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}

      <Field
        label={CT.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={COMPLIMENTARY_MAX_QUANTITY}
        error={errors.quantity}
        hint={CT.quantityHint()}
        {...bound(quantity, setQuantity)}
      />
      <Field label={CT.name} autoComplete="off" maxLength={100} error={errors.name} {...bound(name, setName)} />
      <Field
        label={CT.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        error={errors.email}
        hint={CT.emailHint}
        {...bound(email, setEmail)}
      />
      {problem && (
        <p role="alert" className="mb-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
