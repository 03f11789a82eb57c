import { can, type THostEvent } from '@tribe/contracts/host-area';
import { feeBreakdown } from '@tribe/contracts/fees';
import { LOCATIONS } from '@tribe/contracts/towns';
import { Ban, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, TextAreaField } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { catalogueName } from '@/i18n/catalogue-names';
import { price } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { useCategoryOptions, useSubcategoryOptions } from '../api/categories';
import { useHostEvent, usePublishEvent, useSaveEvent } from '../api/events';
import { statusOf } from '@/lib/host-api';
import {
  bodyFromForm,
  emptyForm,
  emptyShowRow,
  emptyTicketRow,
  errorsFromServer,
  formFromEvent,
  isFree,
  rowIndexes,
  validateForm,
  WEEKDAYS,
  type TEventForm,
  type TFormErrors,
  type TShowRow,
  type TTicketRow,
} from '../lib/event-form';
import { T } from '../texts';
import { ChoiceCards, FormSection, SelectField, Toggle } from '@/components/form/fields';
import { DescriptionEditor } from './description-editor';
import { NoAccess, useActingHost } from './host-shell';
import { CancelEventDialog, CancelSection, SoldShowAction } from './cancel-event';
import { LoadError, PageHeading, Skeleton } from '@/components/page/page-states';
import { EventNotFound } from './page-states';
import { StatusBadge } from './status-badge';
import { EventImages } from './event-images';
import { PlacePicker } from './place-picker';
import { TakeTourButton } from './tours';

/** What a ticket seller's web address starts with (the same in every language). */
const URL_START = 'https://';

/** Codes whose message the server writes for the host to read (decision 015). */
const SAID_IN_WORDS = new Set([
  'capacity_below_sold',
  'ticket_type_has_sales',
  'dates_have_sales',
  'publish_incomplete',
]);

/**
 * Create (/host/create-event) and edit (/host/events/{id}/edit) an event: one form, sent whole.
 * A new event is saved as a draft (POST) and then edited (PUT); publishing saves first, then asks
 * the server, which says in words what is missing. A live event has one button: save changes.
 */
export function EventFormPage({ eventId }: { eventId: number | null }) {
  const query = useHostEvent(eventId);
  if (eventId !== null) {
    if (statusOf(query.error) === 403) return <NoAccess />;
    if (statusOf(query.error) === 404) return <EventNotFound />;
    if (query.error) return <LoadError onRetry={() => void query.refetch()} />;
    if (query.isPending)
      return (
        <div className="grid gap-4" data-testid="event-form-skeleton">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      );
  }
  const event = eventId !== null ? (query.data ?? null) : null;
  return <EventForm key={event ? event.id : 'new'} event={event} />;
}

function EventForm({ event }: { event: THostEvent | null }) {
  const [form, setForm] = useState<TEventForm>(() => (event ? formFromEvent(event) : emptyForm()));
  const [errors, setErrors] = useState<TFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveEvent();
  const publish = usePublishEvent();
  const navigate = useNavigate();
  const busy = save.isPending || publish.isPending;
  const owner = can(useActingHost().role, 'cancelEvents');
  /** The date the cancel dialog opens on (null: the whole event); undefined: closed. */
  const [cancelKey, setCancelKey] = useState<string | null | undefined>(undefined);
  const [busyAction, setBusyAction] = useState<'draft' | 'publish' | null>(null);

  const set = <K extends keyof TEventForm>(key: K, value: TEventForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const indexes = rowIndexes(form);
  const rowError = (list: 'showTimes' | 'ticketTypes', key: string, field: string) => {
    const i = indexes[list].get(key);
    return i === undefined ? undefined : errors[`${list}.${i}.${field}`];
  };

  const field = bindField({ form, set, errors });

  const showProblem = (err: unknown) => {
    if (!(err instanceof ApiError)) return setAlert(T.errors.network);
    const code = err.code;
    if (code === 'validation_failed') {
      const { fields, rest } = errorsFromServer(err);
      setErrors(fields);
      return setAlert(rest.length ? rest.join(' ') : T.fixFields);
    }
    if (code && SAID_IN_WORDS.has(code)) return setAlert(err.serverMessage ?? T.errors.generic);
    setAlert(err.serverMessage ?? T.errors.generic);
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

  /** `handOver` (images chosen on a new event) gets the new draft's id before the page moves to it. */
  const submit = async (action: 'draft' | 'publish', handOver?: (eventId: number) => void) => {
    setAlert(null);
    const local = validateForm(form);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setAlert(T.fixFields);
      focusFirstInvalid();
      return;
    }
    setBusyAction(action);
    let saved: THostEvent;
    try {
      saved = await save.mutateAsync({ id: event?.id ?? null, body: bodyFromForm(form) });
    } catch (err) {
      setBusyAction(null);
      showProblem(err);
      focusFirstInvalid();
      return;
    }
    // The saved event gives new rows their ids, so the next save updates them instead of adding more.
    setForm(formFromEvent(saved));
    if (action === 'publish' && saved.status === 'draft') {
      try {
        saved = await publish.mutateAsync(saved.id);
      } catch (err) {
        setBusyAction(null);
        showProblem(err);
        // A new event is a draft now: its address becomes the edit page, where the problems show.
        if (!event) navigate(`/host/events/${saved.id}/edit`, { replace: true });
        return;
      }
      setBusyAction(null);
      toast({ title: T.published(saved.title), description: T.publishedText });
      navigate('/host/events');
      return;
    }
    setBusyAction(null);
    toast({ title: saved.status === 'draft' ? T.draftSaved : T.changesSaved });
    handOver?.(saved.id);
    if (!event) navigate(`/host/events/${saved.id}/edit`, { replace: true });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit('draft');
  };

  const live = event !== null && event.status !== 'draft';
  const problems = event?.publishProblems ?? [];

  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto grid max-w-3xl gap-4 sm:gap-6">
      <PageHeading title={event ? T.editTitle : T.createTitle}>
        {!event && <TakeTourButton tour="create-event" />}
        {event && (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <StatusBadge status={event.status} ended={false} />
            {T.statusNote[event.status]}
          </p>
        )}
      </PageHeading>

      {event?.status === 'draft' && problems.length > 0 && (
        <section
          aria-labelledby="problems-heading"
          data-tour="event-publish-checks"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
        >
          <h2 id="problems-heading" className="font-bold text-amber-900">
            {T.beforePublish}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      )}

      <Basics form={form} set={set} errors={errors} />
      <EventImages eventId={event?.id ?? null} onNeedEvent={(handOver) => submit('draft', handOver)} />
      <When
        form={form}
        set={set}
        errors={errors}
        rowError={rowError}
        onCancelShow={event && owner ? (id) => setCancelKey(`show:${id}`) : undefined}
      />
      <Where form={form} set={set} errors={errors} />
      <Tickets form={form} set={set} errors={errors} rowError={rowError} />
      <Payment form={form} set={set} errors={errors} />
      <FormSection id="policies" title={T.policies}>
        <TextAreaField label={T.refundPolicy} hint={T.refundPolicyHint} {...field('refundPolicy')} />
        <TextAreaField label={T.entryConditions} hint={T.entryConditionsHint} {...field('entryConditions')} />
      </FormSection>

      {event && <CancelSection event={event} owner={owner} onCancel={() => setCancelKey(null)} />}
      {event && cancelKey !== undefined && (
        <CancelEventDialog
          eventId={event.id}
          eventTitle={event.title}
          open
          initialKey={cancelKey}
          onOpenChange={(open) => !open && setCancelKey(undefined)}
          onStarted={(c) =>
            c.occurrenceKey?.startsWith('show:') &&
            set(
              'showTimes',
              form.showTimes.map((x) => (`show:${x.id}` === c.occurrenceKey ? { ...x, cancelled: true } : x)),
            )
          }
        />
      )}

      <div
        data-tour="event-actions"
        className="sticky bottom-16 z-20 -mx-4 grid gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border lg:bottom-4"
      >
        <FormAlert>{alert}</FormAlert>
        <div className="flex flex-wrap justify-end gap-2">
          {live ? (
            <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
              {busy ? T.saving : T.saveChanges}
            </Button>
          ) : (
            <>
              <Button type="submit" variant="outline" disabled={busy} className="flex-1 sm:flex-none">
                {busyAction === 'draft' ? T.saving : T.saveDraft}
              </Button>
              <Button disabled={busy} className="flex-1 sm:flex-none" onClick={() => void submit('publish')}>
                {busyAction === 'publish' ? T.publishing : T.publish}
              </Button>
            </>
          )}
        </div>
      </div>
    </form>
  );
}

interface SectionProps {
  form: TEventForm;
  set: <K extends keyof TEventForm>(key: K, value: TEventForm[K]) => void;
  errors: TFormErrors;
}
type RowError = (list: 'showTimes' | 'ticketTypes', key: string, field: string) => string | undefined;
/** The form's fields written as plain text. */
type TextKey = { [K in keyof TEventForm]: string extends TEventForm[K] ? K : never }[keyof TEventForm];
type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** What a text field of the form is given: its value, its change handler and its error. */
const bindField =
  ({ form, set, errors }: SectionProps) =>
  (key: TextKey) => ({
    value: form[key],
    onChange: (e: TextChange) => set(key, e.target.value),
    error: errors[key],
  });

/** Under a group of check boxes: what is wrong with the choice, read out when it appears. */
function ChoiceError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** Removes a show or a ticket type that has sold nothing. */
function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** Adds an empty show or ticket type under the list. */
function AddRowButton({ label, className, onClick }: { label: string; className: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className={`${className} justify-self-start`} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

function Basics({ form, set, errors }: SectionProps) {
  const categories = useCategoryOptions();
  const subcategories = useSubcategoryOptions();
  const subs = (subcategories.data ?? []).filter((s) => String(s.categoryId) === form.categoryId);
  const field = bindField({ form, set, errors });
  return (
    <FormSection id="basics" title={T.basics} tour="event-basics">
      <Field label={T.title} hint={T.titleHint} maxLength={120} {...field('title')} />
      <DescriptionEditor value={form.description} onChange={(v) => set('description', v)} error={errors.description} />
      <SelectField
        label={T.category}
        value={form.categoryId}
        onChange={(e) => {
          set('categoryId', e.target.value);
          set('subcategoryIds', []);
        }}
        error={errors.categoryId}
      >
        <option value="">{T.chooseCategory}</option>
        {(categories.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {catalogueName(c)}
          </option>
        ))}
      </SelectField>
      {subs.length > 0 && (
        <fieldset className="mb-2">
          <legend className="mb-2 text-sm font-semibold text-stone-800">{T.subcategories}</legend>
          <div className="flex flex-wrap gap-2">
            {subs.map((s) => {
              const checked = form.subcategoryIds.includes(s.id);
              return (
                <label
                  key={s.id}
                  className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 text-sm has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50"
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && form.subcategoryIds.length >= 5}
                    onChange={() =>
                      set(
                        'subcategoryIds',
                        checked ? form.subcategoryIds.filter((id) => id !== s.id) : [...form.subcategoryIds, s.id],
                      )
                    }
                    className="accent-orange-700"
                  />
                  {catalogueName(s)}
                </label>
              );
            })}
          </div>
          <ChoiceError error={errors.subcategoryIds} />
        </fieldset>
      )}
    </FormSection>
  );
}

function When({
  form,
  set,
  errors,
  rowError,
  onCancelShow,
}: SectionProps & { rowError: RowError; onCancelShow?: ((showId: number) => void) | undefined }) {
  const updateShow = (key: string, patch: Partial<TShowRow>) =>
    set(
      'showTimes',
      form.showTimes.map((s) => (s.key === key ? { ...s, ...patch } : s)),
    );
  const field = bindField({ form, set, errors });
  const showField = (s: TShowRow, name: 'date' | 'startTime' | 'endTime' | 'capacity') => ({
    value: s[name],
    disabled: s.cancelled,
    onChange: (e: TextChange) => updateShow(s.key, { [name]: e.target.value }),
    error: rowError('showTimes', s.key, name),
  });
  return (
    <FormSection id="when" title={T.when} tour="event-when">
      <ChoiceCards
        legend={T.eventType}
        name="eventType"
        value={form.eventType}
        onChange={(v) => set('eventType', v)}
        options={[
          { value: 'one-off', label: T.oneOff, hint: T.oneOffHint },
          { value: 'recurring', label: T.recurring, hint: T.recurringHint },
          { value: 'multiple-shows', label: T.multipleShows, hint: T.multipleShowsHint },
        ]}
      />
      {form.eventType === 'one-off' && (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={T.starts} type="datetime-local" {...field('startDate')} />
          <Field label={T.ends} type="datetime-local" min={form.startDate || undefined} {...field('endDate')} />
        </div>
      )}
      {form.eventType === 'recurring' && (
        <>
          <fieldset className="mb-4">
            <legend className="mb-2 text-sm font-semibold text-stone-800">{T.weekdays}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((d) => {
                const checked = form.recurringDays.includes(d);
                return (
                  <label
                    key={d}
                    className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-stone-300 px-3 text-sm font-semibold has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-600"
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      aria-label={T.weekdayLabels[d]}
                      checked={checked}
                      onChange={() =>
                        set(
                          'recurringDays',
                          checked ? form.recurringDays.filter((x) => x !== d) : [...form.recurringDays, d],
                        )
                      }
                    />
                    <span aria-hidden="true">{T.weekdayNames[d]}</span>
                  </label>
                );
              })}
            </div>
            <ChoiceError error={errors.recurringDays} />
          </fieldset>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field label={T.fromDate} type="date" {...field('recurringStartDate')} />
            <Field
              label={T.untilDate}
              type="date"
              min={form.recurringStartDate || undefined}
              {...field('recurringEndDate')}
            />
            <Field label={T.startTime} type="time" {...field('recurringStartTime')} />
            <Field label={T.endTime} type="time" {...field('recurringEndTime')} />
          </div>
        </>
      )}
      {form.eventType === 'multiple-shows' && (
        <>
          <ol className="grid gap-3">
            {form.showTimes.map((s, i) => (
              <li
                key={s.key}
                aria-label={T.showRow(i + 1)}
                className={`rounded-xl border p-3 ${s.cancelled ? 'border-red-200 bg-red-50/50' : 'border-stone-200'}`}
              >
                <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
                  <Field
                    className="col-span-2 sm:col-span-1"
                    label={T.showDate}
                    type="date"
                    {...showField(s, 'date')}
                  />
                  <Field label={T.startTime} type="time" {...showField(s, 'startTime')} />
                  <Field label={T.endTime} type="time" {...showField(s, 'endTime')} />
                  <Field
                    className="col-span-2 sm:col-span-1"
                    label={T.showCapacity}
                    inputMode="numeric"
                    {...showField(s, 'capacity')}
                  />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-stone-600">
                    {s.cancelled ? T.showCancelledNote(s.sold) : s.sold > 0 ? T.showSoldNote(s.sold) : null}
                  </p>
                  {s.sold > 0 ? (
                    <SoldShowAction show={s} onCancelShow={onCancelShow} />
                  ) : (
                    form.showTimes.length > 1 && (
                      <RemoveRowButton
                        label={T.removeShow}
                        onClick={() =>
                          set(
                            'showTimes',
                            form.showTimes.filter((x) => x.key !== s.key),
                          )
                        }
                      />
                    )
                  )}
                </div>
              </li>
            ))}
          </ol>
          <AddRowButton
            label={T.addShow}
            className="mt-3"
            onClick={() => set('showTimes', [...form.showTimes, emptyShowRow()])}
          />
        </>
      )}
    </FormSection>
  );
}

function Where({ form, set, errors }: SectionProps) {
  const field = bindField({ form, set, errors });
  return (
    <FormSection id="where" title={T.where} tour="event-where">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={T.venue} hint={T.venueHint} {...field('location')} />
        <SelectField label={T.town} {...field('town')}>
          <option value="">{T.chooseTown}</option>
          {LOCATIONS.map((l) => (
            <option key={l.id} value={l.name}>
              {l.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Field label={T.address} {...field('address')} />
      <PlacePicker
        latitude={form.latitude}
        longitude={form.longitude}
        town={form.town}
        latitudeError={errors.latitude}
        longitudeError={errors.longitude}
        onChange={(patch) => {
          for (const [key, value] of Object.entries(patch)) set(key as keyof typeof patch, value);
        }}
      />
    </FormSection>
  );
}

function Tickets({ form, set, errors, rowError }: SectionProps & { rowError: RowError }) {
  const free = isFree(form);
  const update = (key: string, patch: Partial<TTicketRow>) =>
    set(
      'ticketTypes',
      form.ticketTypes.map((t) => (t.key === key ? { ...t, ...patch } : t)),
    );
  const field = bindField({ form, set, errors });
  type TicketText = 'name' | 'price' | 'description' | 'quantity' | 'maxPerOrder' | 'salesStartAt' | 'salesEndAt';
  const ticketField = (t: TTicketRow, name: TicketText) => ({
    value: t[name],
    onChange: (e: TextChange) => update(t.key, { [name]: e.target.value }),
    error: rowError('ticketTypes', t.key, name),
  });
  return (
    <FormSection id="tickets" title={T.tickets} tour="event-tickets">
      {form.saleMode !== 'reservation' && (
        <Toggle label={T.freeEvent} hint={T.freeEventHint} checked={form.free} onChange={(v) => set('free', v)} />
      )}
      <ol className="grid gap-3">
        {form.ticketTypes.map((t, i) => (
          <li
            key={t.key}
            aria-label={t.name || T.ticketRow(i + 1)}
            className={`rounded-xl border p-3 ${t.archived ? 'border-stone-200 bg-stone-50' : 'border-stone-200'}`}
          >
            <div className="grid grid-cols-2 gap-x-3">
              <Field
                className={free ? 'col-span-2' : 'col-span-2 sm:col-span-1'}
                label={T.ticketName}
                placeholder={T.ticketNamePlaceholder}
                maxLength={60}
                {...ticketField(t, 'name')}
              />
              {!free && (
                <Field
                  className="col-span-2 sm:col-span-1"
                  label={T.price}
                  inputMode="numeric"
                  {...ticketField(t, 'price')}
                />
              )}
              <Field
                className="col-span-2"
                label={T.ticketDescription}
                maxLength={300}
                {...ticketField(t, 'description')}
              />
              <Field label={T.quantity} inputMode="numeric" {...ticketField(t, 'quantity')} />
              <Field label={T.maxPerOrder} inputMode="numeric" {...ticketField(t, 'maxPerOrder')} />
              <Field
                className="col-span-2 sm:col-span-1"
                label={T.salesStart}
                type="datetime-local"
                {...ticketField(t, 'salesStartAt')}
              />
              <Field
                className="col-span-2 sm:col-span-1"
                label={T.salesEnd}
                type="datetime-local"
                {...ticketField(t, 'salesEndAt')}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-stone-600">
                {t.archived ? T.archivedNote : t.sold > 0 ? T.ticketSoldNote(t.sold) : null}
              </p>
              {t.sold > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => update(t.key, { archived: !t.archived })}>
                  {t.archived ? (
                    <RotateCcw aria-hidden="true" className="size-4" />
                  ) : (
                    <Ban aria-hidden="true" className="size-4" />
                  )}
                  {t.archived ? T.sellAgain : T.stopSelling}
                </Button>
              ) : (
                form.ticketTypes.length > 1 && (
                  <RemoveRowButton
                    label={T.removeTicketType}
                    onClick={() =>
                      set(
                        'ticketTypes',
                        form.ticketTypes.filter((x) => x.key !== t.key),
                      )
                    }
                  />
                )
              )}
            </div>
          </li>
        ))}
      </ol>
      <AddRowButton
        label={T.addTicketType}
        className="mb-4 mt-3"
        onClick={() => set('ticketTypes', [...form.ticketTypes, emptyTicketRow()])}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={T.capacity} hint={T.capacityHint} inputMode="numeric" {...field('capacity')} />
        <Field label={T.maxTicketsPerBuyer} inputMode="numeric" {...field('maxTicketsPerBuyer')} />
      </div>
      <Toggle
        label={T.transfersAllowed}
        hint={T.transfersAllowedHint}
        checked={form.transfersAllowed}
        onChange={(v) => set('transfersAllowed', v)}
      />
    </FormSection>
  );
}

function Payment({ form, set, errors }: SectionProps) {
  const paid = !isFree(form) && form.saleMode === 'tikitis';
  const priced = form.ticketTypes.filter(
    (t) => !t.archived && Number(t.price) > 0 && Number.isInteger(Number(t.price)),
  );
  const examples = priced.length
    ? priced.map((t) => ({ name: t.name || price(Number(t.price)), price: Number(t.price) }))
    : [{ name: price(1000), price: 1000 }];
  const field = bindField({ form, set, errors });
  return (
    <FormSection id="payment" title={T.payment}>
      <ChoiceCards
        legend={T.saleMode}
        name="saleMode"
        value={form.saleMode}
        onChange={(v) => set('saleMode', v)}
        options={[
          { value: 'tikitis', label: T.soldHere, hint: T.soldHereHint },
          { value: 'reservation', label: T.reservation, hint: T.reservationHint },
          { value: 'external', label: T.external, hint: T.externalHint },
        ]}
      />
      {form.saleMode === 'external' && (
        <Field
          label={T.externalUrl}
          type="url"
          inputMode="url"
          placeholder={URL_START}
          {...field('externalTicketUrl')}
        />
      )}
      {paid && (
        <>
          <ChoiceCards
            legend={T.feePaidBy}
            name="feePaidBy"
            value={form.feePaidBy}
            onChange={(v) => set('feePaidBy', v)}
            options={[
              { value: 'buyer', label: T.buyerPays, hint: '' },
              { value: 'host', label: T.hostPays, hint: '' },
            ]}
          />
          <ul aria-label={T.feePaidBy} className="grid gap-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
            {examples.map((x, i) => (
              <li key={`${x.name}-${i}`}>{T.feeLine(x.name, feeBreakdown(x.price, form.feePaidBy))}</li>
            ))}
          </ul>
        </>
      )}
    </FormSection>
  );
}
