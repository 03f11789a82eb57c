import {
  OFFER_WINDOW_MINUTES,
  RESALE_FEE_PERCENT,
  type THostTicketReturn,
  type THostWaitlist,
  type TTicketReturnStatus,
  type TWaitlistStatus,
} from '@tribe/contracts/waiting-list';
import { ListOrdered, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ChoiceCards, Field, FormAlert, focusFirstInvalid, SubmitButton, Toggle } from '@/components/form/fields';
import { serverProblem } from '@/components/form/server-problem';
import { EmptyState, LoadError, LoadingRows, Panel, StatusBadge, type TBadgeTone } from '@/components/page/page-states';
import { toast } from '@/components/ui/toast';
import { eventDateTime } from '@/i18n/format';
import { useHostWaitlist, useSaveWaitlistSettings } from '../api/waiting-list';
import { WT } from '../waiting-list.texts';

type TEntry = THostWaitlist['entries'][number];
type TChoice = 'default' | 'on' | 'off';

const TONES: Record<TWaitlistStatus, TBadgeTone> = {
  waiting: 'neutral',
  offered: 'busy',
  taken: 'good',
  lapsed: 'muted',
  left: 'muted',
};

/** Within a line: the open offers (the front of the line), then the line in order, then those who are done. */
const RANK: Record<TWaitlistStatus, number> = { offered: 0, waiting: 1, taken: 2, lapsed: 3, left: 4 };

const choiceOf = (enabled: boolean | null): TChoice => (enabled === null ? 'default' : enabled ? 'on' : 'off');
const enabledOf = (choice: TChoice): boolean | null => (choice === 'default' ? null : choice === 'on');

/**
 * An event's waiting list (on /host/events/{id}/tickets, under its places; decision 050): the
 * setting and the offer window, the counts, and each line (a ticket type on a date) with every
 * fan's position, tickets asked for, state, and the offers made and taken.
 */
export function WaitingListPanel({ eventId, timeZone }: { eventId: number; timeZone: string | null }) {
  const query = useHostWaitlist(eventId);
  return (
    <Panel title={WT.title} labelledBy="waiting-list-heading">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{WT.intro}</p>
      {query.isPending ? (
        <LoadingRows rows={3} />
      ) : query.error ? (
        <LoadError title={WT.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <SettingsForm eventId={eventId} settings={query.data.settings} />
          <Counts counts={query.data.counts} />
          {query.data.entries.length === 0 ? (
            <EmptyState
              icon={<ListOrdered aria-hidden="true" className="size-7" />}
              title={WT.emptyTitle}
              text={WT.emptyText}
            />
          ) : (
            <Lines entries={query.data.entries} timeZone={timeZone} />
          )}
          <Returns returns={query.data.returns} timeZone={timeZone} />
        </>
      )}
    </Panel>
  );
}

function SettingsForm({ eventId, settings }: { eventId: number; settings: THostWaitlist['settings'] }) {
  const save = useSaveWaitlistSettings(eventId);
  const [choice, setChoice] = useState<TChoice>(choiceOf(settings.enabled));
  const [minutes, setMinutes] = useState(String(settings.offerWindowMinutes));
  const [minutesError, setMinutesError] = useState<string>();
  const [resale, setResale] = useState(settings.resaleAllowed);
  const [fee, setFee] = useState(String(settings.resaleFeePercent));
  const [feeError, setFeeError] = useState<string>();
  const { min, max } = OFFER_WINDOW_MINUTES;
  const problem = serverProblem(save.error);
  const onField = problem?.field === 'offerWindowMinutes';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = minutes.trim();
    const n = Number(raw);
    const feeRaw = fee.trim();
    const feeN = Number(feeRaw);
    const badMinutes = !/^\d+$/.test(raw) || n < min || n > max;
    const badFee = !/^\d+$/.test(feeRaw) || feeN < RESALE_FEE_PERCENT.min || feeN > RESALE_FEE_PERCENT.max;
    setMinutesError(badMinutes ? WT.settings.windowError(min, max) : undefined);
    setFeeError(badFee ? WT.settings.feeError(RESALE_FEE_PERCENT.min, RESALE_FEE_PERCENT.max) : undefined);
    if (badMinutes || badFee) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    save.mutate(
      { enabled: enabledOf(choice), offerWindowMinutes: n, resaleAllowed: resale, resaleFeePercent: feeN },
      { onSuccess: () => toast({ title: WT.settings.saved }) },
    );
  };

  /** A number field's value; typing in it clears its problem. */
  const typed = (value: string, set: (v: string) => void, setError: (e: undefined) => void) => ({
    value,
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      setError(undefined);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="mb-6 border-b border-stone-100 pb-6">
      <ChoiceCards
        legend={WT.settings.legend}
        name="waitlist-enabled"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'default', label: WT.settings.default, hint: WT.settings.defaultHint },
          { value: 'on', label: WT.settings.on, hint: WT.settings.onHint },
          { value: 'off', label: WT.settings.off, hint: WT.settings.offHint },
        ]}
      />
      <p className="-mt-2 mb-4 text-sm font-medium text-stone-700" data-testid="waitlist-effective">
        {WT.settings.effective(settings.effective)}
      </p>
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start">
        <Field
          label={WT.settings.window}
          name="offerWindowMinutes"
          inputMode="numeric"
          className="sm:max-w-xs sm:flex-1"
          {...typed(minutes, setMinutes, setMinutesError)}
          error={minutesError ?? (onField ? problem.message : undefined)}
          hint={WT.settings.windowHint(min, max)}
        />
      </div>
      <div className="mt-2">
        <Toggle label={WT.settings.resale} hint={WT.settings.resaleHint} checked={resale} onChange={setResale} />
      </div>
      {resale && (
        <Field
          label={WT.settings.fee}
          name="resaleFeePercent"
          inputMode="numeric"
          className="sm:max-w-xs"
          {...typed(fee, setFee, setFeeError)}
          error={feeError ?? (problem?.field === 'resaleFeePercent' ? problem.message : undefined)}
          hint={WT.settings.feeHint(RESALE_FEE_PERCENT.min, RESALE_FEE_PERCENT.max)}
        />
      )}
      <SubmitButton pending={save.isPending} pendingLabel={WT.settings.saving} className="mt-2">
        {WT.settings.save}
      </SubmitButton>
      {problem && !onField && problem.field !== 'resaleFeePercent' && (
        <FormAlert className="mt-3">{problem.message}</FormAlert>
      )}
    </form>
  );
}

function Counts({ counts }: { counts: THostWaitlist['counts'] }) {
  const items = [
    ['waiting', counts.waiting],
    ['offered', counts.offered],
    ['taken', counts.taken],
    ['lapsed', counts.lapsed],
  ] as const;
  return (
    <dl className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([key, n]) => (
        <div key={key} className="rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{WT.counts[key]}</dt>
          <dd className="text-xl font-bold tabular-nums text-stone-900">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per ticket type and date, in the server's order (date, then ticket type). */
function linesOf(entries: TEntry[]): TEntry[][] {
  const lines = new Map<string, TEntry[]>();
  for (const e of entries) {
    const key = `${e.occurrenceKey}:${e.ticketTypeId}`;
    lines.set(key, [...(lines.get(key) ?? []), e]);
  }
  return [...lines.values()].map((line) =>
    [...line].sort((a, b) => RANK[a.status] - RANK[b.status] || (a.position ?? 0) - (b.position ?? 0) || a.id - b.id),
  );
}

function Lines({ entries, timeZone }: { entries: TEntry[]; timeZone: string | null }) {
  return (
    <div className="grid gap-5">
      {linesOf(entries).map((line) => {
        const first = line[0]!;
        const id = `waitlist-line-${first.occurrenceKey}-${first.ticketTypeId}`;
        const date = first.startsAt ? eventDateTime(first.startsAt, timeZone) : WT.dateNotSet;
        const waiting = line.filter((e) => e.status === 'waiting').length;
        const made = line.filter((e) => e.offeredAt !== null).length;
        const taken = line.filter((e) => e.status === 'taken').length;
        return (
          <section key={id} aria-labelledby={id}>
            <h3 id={id} className="font-bold text-stone-900">
              {WT.line(first.ticketTypeName, date)}
            </h3>
            <p className="mb-2 text-sm text-stone-600">{WT.lineSummary(waiting, made, taken)}</p>
            <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200">
              {line.map((e) => (
                <EntryRow key={e.id} entry={e} timeZone={timeZone} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function detailOf(e: TEntry, timeZone: string | null): string {
  const at = (iso: string) => eventDateTime(iso, timeZone);
  switch (e.status) {
    case 'waiting':
      return WT.joined(at(e.joinedAt));
    case 'offered':
      return e.offerExpiresAt ? WT.offerOpen(at(e.offerExpiresAt)) : WT.joined(at(e.joinedAt));
    case 'taken':
      return e.orderReference ? WT.bought(e.orderReference) : WT.boughtNoRef;
    case 'lapsed':
      return e.offerExpiresAt ? WT.offerLapsed(at(e.offerExpiresAt)) : WT.notOffered;
    case 'left':
      return WT.leftLine;
  }
}

function EntryRow({ entry: e, timeZone }: { entry: TEntry; timeZone: string | null }) {
  return (
    <li className="flex items-start gap-3 p-3 sm:p-4" data-testid="waitlist-entry">
      {e.position !== null ? (
        <span
          aria-label={WT.position(e.position)}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-50 text-sm font-bold tabular-nums text-orange-800"
        >
          {WT.positionShort(e.position)}
        </span>
      ) : (
        <span
          aria-label={WT.notInLine}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-400"
        >
          <span aria-hidden="true">–</span>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-stone-900">{e.name}</p>
          <StatusBadge tone={TONES[e.status]}>{WT.status[e.status]}</StatusBadge>
        </div>
        <p className="mt-0.5 text-sm text-stone-700" data-testid="waitlist-entry-detail">
          <span className="font-medium">{WT.tickets(e.quantity)}</span>
          <span className="text-stone-400"> · </span>
          {detailOf(e, timeZone)}
        </p>
        <p className="mt-0.5 text-xs text-stone-500" data-testid="waitlist-entry-contact">
          <span className="break-all">{e.email}</span>
          {e.phone && (
            <>
              <span className="text-stone-400"> · </span>
              <span className="whitespace-nowrap">{e.phone}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

const RETURN_TONES: Record<TTicketReturnStatus, TBadgeTone> = {
  listed: 'neutral',
  offered: 'busy',
  sold: 'good',
  withdrawn: 'muted',
  given_back: 'muted',
};

/** Tickets holders returned for resale (decision 054), newest first: who, which, what comes back, where it went. */
function Returns({ returns, timeZone }: { returns: THostTicketReturn[]; timeZone: string | null }) {
  return (
    <section aria-labelledby="ticket-returns-heading" className="mt-8 border-t border-stone-100 pt-6">
      <h3 id="ticket-returns-heading" className="font-bold text-stone-900">
        {WT.returns.title}
      </h3>
      <p className="mb-3 text-sm text-stone-600">{WT.returns.intro}</p>
      {returns.length === 0 ? (
        // A line, not a second large empty box under the list's own.
        <p className="flex items-start gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <span>
            <span className="block font-semibold text-stone-800">{WT.returns.emptyTitle}</span>
            {WT.returns.emptyText}
          </span>
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {returns.map((r) => (
            <li key={r.id} className="p-3 sm:p-4" data-testid="ticket-return">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-stone-900">
                  {WT.returns.line(
                    r.holderName,
                    r.ticketTypeName,
                    r.startsAt ? eventDateTime(r.startsAt, timeZone) : WT.dateNotSet,
                  )}
                </p>
                <StatusBadge tone={RETURN_TONES[r.status]}>{WT.returns.status[r.status]}</StatusBadge>
              </div>
              <p className="mt-0.5 text-sm text-stone-700">
                {r.status === 'sold' ? WT.returns.refunded(r.refundAmount) : WT.returns.refund(r.refundAmount)}
              </p>
              <p className="mt-0.5 text-xs text-stone-500">
                {r.buyerOrderReference && r.status === 'sold'
                  ? WT.returns.ordersTo(r.orderReference, r.buyerOrderReference)
                  : WT.returns.orders(r.orderReference)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
