import {
  CANCELLATION_MESSAGE_MAX,
  type TCancellableDate,
  type TEventCancellation,
} from '@tribe/contracts/cancellation';
import { AlertTriangle, Ban, CheckCircle2, Loader2, RotateCcw, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { bound, TextAreaField } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { eventDateTime, fullDate } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useCancellationPreview,
  useEventCancellations,
  useRetryCancellation,
  useStartCancellation,
} from '../api/cancellations';
import { CT, impactText } from '../cancellation.texts';
import { ConfirmDialog } from './confirm-dialog';
import { SelectField } from '@/components/form/fields';
import { Skeleton } from '@/components/page/page-states';

/** A date or show as people read it, in the event's zone. */
export function whenText(d: { startsAt: string | null; date?: string | null }, timeZone: string): string {
  if (d.startsAt) return eventDateTime(d.startsAt, timeZone);
  if (d.date) return fullDate(d.date);
  return '';
}

const WHOLE = '';

/**
 * "Cancel" for the owner: a confirm dialog that says plainly how many orders would be refunded
 * (and how much), how many reservations cancelled and holds released, for the whole event or for
 * the date or show chosen, and takes a message to the buyers. `initialKey` picks a date ('show:<id>'
 * or 'YYYY-MM-DD') to start with; null: the whole event.
 */
export function CancelEventDialog({
  eventId,
  eventTitle,
  open,
  onOpenChange,
  initialKey = null,
  onStarted,
}: {
  eventId: number;
  eventTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialKey?: string | null;
  onStarted?: (c: TEventCancellation) => void;
}) {
  const preview = useCancellationPreview(eventId, open);
  const start = useStartCancellation(eventId);
  const [picked, setKey] = useState<string>(initialKey ?? WHOLE);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const data = preview.data;
  // A date no longer offered (over since) falls back to the whole event.
  const key = picked !== WHOLE && data && !data.dates.some((d) => d.key === picked) ? WHOLE : picked;
  const dates = (data?.dates ?? []).filter((d) => !d.cancelled || d.key === key);
  const chosen: TCancellableDate | undefined = key === WHOLE ? undefined : data?.dates.find((d) => d.key === key);
  const impact = key === WHOLE ? data?.event : chosen?.impact;
  const zone = data?.timeZone ?? 'Africa/Nairobi';
  const tooLong = message.trim().length > CANCELLATION_MESSAGE_MAX;
  const canConfirm = Boolean(impact) && !tooLong && !start.isPending && (key !== WHOLE || data?.canCancelEvent);
  const confirmLabel = impact?.paidOrders
    ? CT.confirmRefund
    : impact?.reservations || impact?.holds
      ? CT.confirmNotify
      : CT.confirmPlain;

  const text = preview.isError ? CT.previewFailed : impact ? impactText(impact) : CT.counting;
  const title = chosen ? CT.titleDate(whenText(chosen, zone)) : CT.titleEvent(eventTitle);

  const close = (next: boolean) => {
    if (!next && start.isPending) return;
    if (!next) {
      setProblem(null);
      setMessage('');
      setKey(initialKey ?? WHOLE);
    }
    onOpenChange(next);
  };

  const confirm = () => {
    if (!canConfirm) return;
    setProblem(null);
    const body = {
      ...(key !== WHOLE ? { occurrenceKey: key } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    start.mutate(body, {
      onSuccess: (c) => {
        toast({
          title: CT.started(chosen ? whenText(chosen, zone) : eventTitle),
          description: CT.startedText(c.scope),
        });
        close(false);
        onStarted?.(c);
      },
      onError: (err) => setProblem(err instanceof ApiError ? (err.serverMessage ?? CT.startFailed) : CT.startFailed),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={title}
      text={text}
      confirm={start.isPending ? CT.cancelling : confirmLabel}
      cancel={CT.keep}
      busy={!canConfirm}
      onConfirm={confirm}
    >
      <div className="mt-4 grid gap-1">
        {preview.isPending && open ? (
          <Skeleton className="h-12 rounded-xl" />
        ) : (
          data &&
          data.dates.length > 0 && (
            <SelectField
              label={CT.whatToCancel}
              value={key}
              onChange={(e) => {
                setKey(e.target.value);
                setProblem(null);
              }}
            >
              {(data.canCancelEvent || key === WHOLE) && <option value={WHOLE}>{CT.wholeEvent}</option>}
              {dates.map((d) => (
                <option key={d.key} value={d.key} disabled={d.cancelled}>
                  {d.cancelled ? CT.dateCancelled(whenText(d, zone)) : CT.dateOption(whenText(d, zone), d.impact)}
                </option>
              ))}
            </SelectField>
          )
        )}
        <TextAreaField
          label={CT.messageLabel}
          maxLength={CANCELLATION_MESSAGE_MAX + 200}
          placeholder={CT.messagePlaceholder}
          error={tooLong ? CT.messageTooLong(CANCELLATION_MESSAGE_MAX) : undefined}
          hint={CT.messageHint(Math.max(0, CANCELLATION_MESSAGE_MAX - message.trim().length))}
          {...bound(message, setMessage)}
        />
        {problem && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}

function Progress({ c }: { c: TEventCancellation }) {
  const finished = c.ordersDone + c.ordersFailed;
  const share = c.ordersTotal ? Math.round((finished / c.ordersTotal) * 100) : 100;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={CT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={Math.max(c.ordersTotal, 1)}
        aria-valuenow={c.ordersTotal ? finished : 1}
        className="h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
            c.ordersFailed ? 'bg-amber-500' : 'bg-emerald-600',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm tabular-nums text-stone-700">
        {CT.progressCount(c.ordersDone, c.ordersTotal)}
        {c.ordersFailed > 0 && (
          <span className="font-semibold text-amber-800"> · {CT.failedCount(c.ordersFailed)}</span>
        )}
      </p>
    </div>
  );
}

function StatusLine({ c }: { c: TEventCancellation }) {
  if (c.status === 'running')
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-stone-700" role="status">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {CT.statusRunning}
      </p>
    );
  if (c.status === 'completed_with_errors')
    return (
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900" role="status">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {CT.statusErrors(c.ordersFailed)}
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-emerald-800" role="status">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {c.ordersTotal ? CT.statusCompleted : CT.statusNoOrders}
    </p>
  );
}

function CancellationCard({ c, eventId, canRetry }: { c: TEventCancellation; eventId: number; canRetry: boolean }) {
  const { timeZone } = c;
  const retry = useRetryCancellation(eventId);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = c.scope === 'event' ? CT.scopeEvent : CT.scopeDate(whenText(c, timeZone));
  const headingId = `cancellation-${c.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:p-4">
      <div>
        <h3 id={headingId} className="font-bold text-stone-900">
          {heading}
        </h3>
        <p className="text-xs text-stone-500">{CT.requestedAt(eventDateTime(c.createdAt, timeZone))}</p>
      </div>
      <StatusLine c={c} />
      {c.ordersTotal > 0 && <Progress c={c} />}
      {c.message && (
        <figure className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          <figcaption className="text-xs font-semibold text-stone-500">{CT.yourMessage}</figcaption>
          <blockquote className="mt-0.5 whitespace-pre-line break-words">{c.message}</blockquote>
        </figure>
      )}
      {c.failures.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-stone-900">{CT.failuresTitle}</h4>
          <ul className="mt-1 divide-y divide-stone-100 text-sm">
            {c.failures.map((f) => (
              <li key={f.orderReference} className="py-1.5">
                <span className="font-mono font-semibold text-stone-900">{f.orderReference}</span>
                <span className="text-stone-600"> · {f.buyerName}</span>
                <p className="text-amber-900">{f.error}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {canRetry && c.ordersFailed > 0 && (
        <div className="grid gap-2">
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={retry.isPending}
            onClick={() => {
              setProblem(null);
              retry.mutate(c.id, {
                onError: (err) =>
                  setProblem(err instanceof ApiError ? (err.serverMessage ?? CT.retryFailed) : CT.retryFailed),
              });
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {retry.isPending ? CT.retrying : CT.retry}
          </Button>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The progress of an event's cancellations (newest first): a bar of orders finished, what is
 * happening now, the orders that failed and, for the owner, a Retry. Asks again every 2 s while
 * one runs (useEventCancellations).
 */
export function CancellationProgress({
  eventId,
  canRetry,
  emptyText,
}: {
  eventId: number;
  canRetry: boolean;
  /** Shown when nothing was cancelled; without it the component shows nothing then. */
  emptyText?: string;
}) {
  const list = useEventCancellations(eventId);
  if (list.isPending) return <Skeleton className="h-28 rounded-xl" />;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {CT.loadFailed}
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {CT.tryAgain}
        </Button>
      </div>
    );
  if (!list.data.length) return emptyText ? <p className="text-sm text-stone-600">{emptyText}</p> : null;
  return (
    <ul className="grid gap-3">
      {list.data.map((c) => (
        <CancellationCard key={c.id} c={c} eventId={eventId} canRetry={canRetry} />
      ))}
    </ul>
  );
}

/** The progress in a dialog (the events list): a sheet from the bottom on phones. */
export function CancellationProgressDialog({
  eventId,
  eventTitle,
  open,
  onOpenChange,
  canRetry,
}: {
  eventId: number;
  eventTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canRetry: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col rounded-t-2xl bg-white shadow-2xl outline-none sm:inset-x-4 sm:bottom-auto sm:top-[8vh] sm:max-h-[84vh] sm:rounded-2xl">
          <div className="flex items-start justify-between gap-3 border-b border-stone-100 px-5 pb-3 pt-5 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-stone-900">{CT.progressTitle}</Dialog.Title>
              <Dialog.Description className="mt-0.5 truncate text-sm text-stone-600">{eventTitle}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={CT.close} className="rounded-full p-2 text-stone-500 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
            <p className="mb-3 text-sm text-stone-600">{CT.progressDialogText}</p>
            <CancellationProgress eventId={eventId} canRetry={canRetry} emptyText={CT.none} />
          </div>
          <div className="border-t border-stone-100 px-5 py-3 sm:px-6">
            <Dialog.Close asChild>
              <Button variant="outline" className="w-full sm:w-auto">
                {CT.close}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * What a show with tickets sold offers in the event form: the owner cancels it (the confirm
 * dialog, which refunds its buyers); anyone else is told only the owner can. Nothing once cancelled.
 */
export function SoldShowAction({
  show,
  onCancelShow,
}: {
  show: { id?: number; cancelled: boolean };
  /** Present for the owner. */
  onCancelShow?: ((showId: number) => void) | undefined;
}) {
  if (show.cancelled || show.id === undefined) return null;
  const id = show.id;
  if (!onCancelShow) return <p className="text-sm text-stone-600">{CT.soldShowOwnerOnly}</p>;
  return (
    <Button variant="ghost" size="sm" className="hover:bg-red-50" onClick={() => onCancelShow(id)}>
      <Ban aria-hidden="true" className="size-4 text-red-700" />
      <span className="text-red-700">{CT.cancelThisShow}</span>
    </Button>
  );
}

/**
 * The end of a published event's form: cancelling it (the owner: the whole event, or a date or
 * show) and the progress of what was cancelled, with Retry for the owner.
 */
export function CancelSection({
  event,
  owner,
  onCancel,
}: {
  event: { id: number; status: 'draft' | 'live' | 'cancelled'; eventType: string };
  owner: boolean;
  onCancel: () => void;
}) {
  const list = useEventCancellations(event.id, event.status !== 'draft');
  if (event.status === 'draft') return null;
  const live = event.status === 'live';
  if (!live && !list.data?.length && !list.isPending) return null;
  return (
    <section
      aria-labelledby="cancel-heading"
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="cancel-heading" className="text-lg font-bold tracking-tight text-stone-900">
          {live ? CT.cancelSection : CT.progressTitle}
        </h2>
        {live && <p className="mt-1 text-sm text-stone-600">{owner ? CT.cancelSectionText : CT.ownerOnly}</p>}
      </div>
      {live && owner && (
        <Button variant="outline" className="justify-self-start hover:bg-red-50" onClick={onCancel}>
          <Ban aria-hidden="true" className="size-4 text-red-700" />
          <span className="text-red-700">{event.eventType === 'one-off' ? CT.cancelEvent : CT.cancelEventOrDate}</span>
        </Button>
      )}
      <CancellationProgress eventId={event.id} canRetry={owner} />
    </section>
  );
}
