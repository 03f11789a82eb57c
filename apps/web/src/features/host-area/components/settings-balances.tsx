import type {
  TBalanceState,
  THostEventBalance,
  THostPayout,
  THostPayoutStatus,
  THostSettings,
} from '@tribe/contracts/host-settings';
import { AlertTriangle, Banknote, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { cardDate, price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useHostBalances, useHostPayouts, useRequestPayout } from '../api/settings';
import { missingDetailsText, ST } from '../settings.texts';
import { ConfirmDialog } from './confirm-dialog';
import { InfoTip } from './info-tip';
import { EmptyState, LoadError, Panel, Skeleton } from '@/components/page/page-states';
import { serverProblem } from '@/components/form/server-problem';
import { UI } from '@/components/texts';

const STATE_TONES: Record<TBalanceState, string> = {
  payable_after_event: 'bg-sky-50 text-sky-800 ring-sky-200',
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  payout_requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  owed: 'bg-red-50 text-red-800 ring-red-200',
  settled: 'bg-stone-100 text-stone-600 ring-stone-200',
};

const PAYOUT_TONES: Record<THostPayoutStatus, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

function Pill({ tone, children }: { tone: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone,
      )}
    >
      {children}
    </span>
  );
}

/**
 * Balances and payouts: totals (available, payable after the event, requested, owed), each
 * event's money from the ledger with its state and, once it has ended, a payout request of
 * everything available; then the requests made. A host without identity or payout method is
 * told what is missing and sent to add it.
 */
export function BalancesSection({
  settings,
  onCompleteDetails,
}: {
  settings: THostSettings | undefined;
  onCompleteDetails: () => void;
}) {
  const balances = useHostBalances();
  const payouts = useHostPayouts();
  const missing = settings?.payoutRequirements ?? [];

  if (balances.isPending)
    return (
      <div className="grid gap-5" aria-busy="true">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  if (balances.error) return <LoadError onRetry={() => void balances.refetch()} />;

  const { totals, events } = balances.data;
  const figures = [
    { name: ST.available, value: totals.available, info: ST.availableInfo, strong: true },
    { name: ST.payableLater, value: totals.payableAfterEvent, info: ST.payableLaterInfo },
    { name: ST.requested, value: totals.pendingPayouts, info: ST.requestedInfo },
    { name: ST.owed, value: totals.owed, info: ST.owedInfo, bad: totals.owed > 0 },
  ];

  return (
    <div className="grid gap-5 sm:gap-6">
      {missing.length > 0 && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="font-semibold text-stone-900">{ST.missingTitle}</p>
              <p className="text-sm text-stone-700">{missingDetailsText(missing)}</p>
            </div>
          </div>
          <Button variant="outline" className="shrink-0" onClick={onCompleteDetails}>
            {ST.completeDetails}
          </Button>
        </div>
      )}

      <section aria-labelledby="settings-balances">
        <h2 id="settings-balances" className="sr-only">
          {ST.balancesTitle}
        </h2>
        <p className="mb-3 text-sm text-stone-600">{ST.balancesIntro}</p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map((f) => (
            <div
              key={f.name}
              className={cn(
                'rounded-2xl border bg-white p-4 shadow-sm',
                f.strong ? 'border-emerald-200' : f.bad ? 'border-red-200' : 'border-stone-200',
              )}
            >
              <dt className="flex items-center justify-between gap-1 text-sm font-medium text-stone-600">
                {f.name}
                <InfoTip name={f.name} text={f.info} />
              </dt>
              <dd
                className={cn(
                  'mt-1 text-xl font-bold tabular-nums tracking-tight sm:text-2xl',
                  f.bad ? 'text-red-700' : f.strong ? 'text-emerald-800' : 'text-stone-900',
                )}
              >
                {price(f.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {events.length === 0 ? (
        <EmptyState
          icon={<Wallet aria-hidden="true" className="size-7" />}
          title={ST.noBalancesTitle}
          text={ST.noBalancesText}
          action={{ to: '/host/create-event', label: ST.createEvent }}
        />
      ) : (
        <ul className="grid gap-3" aria-label={ST.balancesTitle}>
          {events.map((e) => (
            <EventBalance
              key={e.eventId}
              balance={e}
              canRequest={missing.length === 0}
              destination={settings?.payoutMethod?.masked ?? ''}
            />
          ))}
        </ul>
      )}

      <Panel title={ST.historyTitle} labelledBy="settings-payouts">
        {payouts.isPending ? (
          <Skeleton className="h-20" />
        ) : payouts.error ? (
          <LoadError onRetry={() => void payouts.refetch()} />
        ) : payouts.data.length === 0 ? (
          <p className="text-stone-600">{ST.noPayouts}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {payouts.data.map((p) => (
              <PayoutRow key={p.id} payout={p} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function EventBalance({
  balance: b,
  canRequest,
  destination,
}: {
  balance: THostEventBalance;
  canRequest: boolean;
  destination: string;
}) {
  const request = useRequestPayout();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const when =
    b.eventStatus === 'cancelled'
      ? ST.eventCancelled
      : b.lastEndsAt
        ? (b.ended ? ST.endedOn : ST.endsOn)(cardDate(b.lastEndsAt))
        : ST.noEndDate;
  const rows = [
    { name: ST.gross, value: price(b.gross) },
    { name: ST.fees, value: b.fees ? `− ${price(b.fees)}` : price(0) },
    { name: ST.refunds, value: b.refunds ? `− ${price(b.refunds)}` : price(0) },
    { name: ST.payouts, value: b.payouts ? `− ${price(b.payouts)}` : price(0) },
  ];
  const send = () =>
    request.mutate(b.eventId, {
      onSuccess: (p) => {
        setConfirming(false);
        setProblem(null);
        toast({ title: ST.requestSent, description: ST.requestSentText(p.amount) });
      },
      onError: (err) => {
        setConfirming(false);
        // The server says exactly what stops it (which details are missing, when the event ends).
        setProblem(serverProblem(err)?.message ?? null);
      },
    });

  return (
    <li aria-label={b.title} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-bold text-stone-900">{b.title}</h3>
          <p className="text-sm text-stone-600">{when}</p>
        </div>
        <Pill tone={STATE_TONES[b.state]}>{ST.states[b.state]}</Pill>
      </div>
      <dl aria-label={ST.figuresOf(b.title)} className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        {rows.map((r) => (
          <div key={r.name}>
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{r.name}</dt>
            <dd className="tabular-nums text-stone-800">{r.value}</dd>
          </div>
        ))}
        <div className="col-span-2 border-t border-stone-100 pt-2 sm:col-span-1 sm:border-0 sm:pt-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{ST.net}</dt>
          <dd className={cn('font-bold tabular-nums', b.net < 0 ? 'text-red-700' : 'text-stone-900')}>
            {b.net < 0 ? `− ${price(-b.net)}` : price(b.net)}
          </dd>
        </div>
      </dl>
      {b.state === 'available' && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            className="w-full sm:w-auto"
            disabled={!canRequest || request.isPending}
            onClick={() => setConfirming(true)}
          >
            <Banknote aria-hidden="true" className="size-4" />
            {ST.requestPayout(b.available)}
          </Button>
          {!canRequest && <p className="text-sm text-stone-600">{ST.addDetailsFirst}</p>}
        </div>
      )}
      {problem && (
        <div className="mt-3">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ST.requestTitle}
        text={ST.requestText(b.available, b.title, destination)}
        confirm={ST.requestConfirm}
        cancel={UI.cancel}
        busy={request.isPending}
        onConfirm={send}
        tone="primary"
      />
    </li>
  );
}

function PayoutRow({ payout: p }: { payout: THostPayout }) {
  const when = p.paidAt ? ST.paidOn(cardDate(p.paidAt)) : ST.requestedOn(cardDate(p.requestedAt));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="truncate font-semibold text-stone-900">{p.eventTitle ?? ST.otherPayout}</p>
        <p className="text-sm text-stone-600">
          {when}
          {p.destinationMasked ? ` · ${ST.payoutTo(p.destinationMasked)}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-bold tabular-nums text-stone-900">{price(p.amount)}</span>
        <Pill tone={PAYOUT_TONES[p.status]}>{ST.payoutStatus[p.status]}</Pill>
      </div>
    </li>
  );
}
