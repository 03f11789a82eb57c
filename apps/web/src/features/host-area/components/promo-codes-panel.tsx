import type { THostPromoCodes, TPromoCode, TPromoCodeState } from '@tribe/contracts/promo-codes';
import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { eventDateTime } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePromoCodes, useRemovePromoCode } from '../api/promo-codes';
import { PT } from '../promo-codes.texts';
import { ConfirmDialog } from './confirm-dialog';
import { Panel, Skeleton } from '@/components/page/page-states';
import { PromoCodeDialog } from './promo-code-dialog';

const TONES: Record<TPromoCodeState, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-stone-100 text-stone-600 ring-stone-200',
  used_up: 'bg-amber-50 text-amber-900 ring-amber-200',
  archived: 'bg-stone-100 text-stone-600 ring-stone-200',
};

export function PromoStateBadge({ state }: { state: TPromoCodeState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[state],
      )}
    >
      {PT.state[state]}
    </span>
  );
}

function discountText(c: TPromoCode) {
  return c.discountType === 'percent' ? PT.percentOff(c.discountValue) : PT.amountOff(c.discountValue);
}

function windowText(c: TPromoCode, timeZone: string | null): string | null {
  const at = (iso: string) => eventDateTime(iso, timeZone);
  if (c.startsAt && c.endsAt) return PT.between(at(c.startsAt), at(c.endsAt));
  if (c.startsAt) return PT.from(at(c.startsAt));
  if (c.endsAt) return PT.until(at(c.endsAt));
  return null;
}

/**
 * An event's promo codes (on /host/events/{id}/tickets, beside the places they sell): each code
 * with its discount, the tickets it applies to, its uses ("12 / 50 used") and state; create,
 * edit, and delete (archive once orders carry it).
 */
export function PromoCodesPanel({ eventId, timeZone }: { eventId: number; timeZone: string | null }) {
  const query = usePromoCodes(eventId);
  const remove = useRemovePromoCode(eventId);
  const [editing, setEditing] = useState<TPromoCode | 'new' | null>(null);
  const [removing, setRemoving] = useState<TPromoCode | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const data = query.data;
  const live = data?.codes.filter((c) => c.state !== 'archived') ?? [];
  const archived = data?.codes.filter((c) => c.state === 'archived') ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    const code = removing;
    remove.mutate(code.id, {
      onSuccess: (r) => {
        toast({ title: r.removed === 'archived' ? PT.archived(code.code) : PT.removed(code.code) });
        setRemoving(null);
      },
      onError: (err) => {
        toast({
          title:
            err instanceof ApiError && err.status < 500 ? (err.serverMessage ?? PT.errors.generic) : PT.errors.generic,
          variant: 'destructive',
        });
        setRemoving(null);
      },
    });
  };

  return (
    <Panel
      title={PT.title}
      labelledBy="promo-codes-heading"
      action={
        data && data.codes.length > 0 ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {PT.newCode}
          </Button>
        ) : undefined
      }
    >
      <p className="-mt-2 mb-4 text-sm text-stone-600">{PT.intro}</p>
      {query.isPending ? (
        <div className="grid gap-2" aria-label={PT.loading}>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : query.error || !data ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{PT.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {PT.retry}
          </Button>
        </div>
      ) : data.codes.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-700">
            <TicketPercent aria-hidden="true" className="size-6" />
          </div>
          <p className="mt-3 font-bold text-stone-900">{PT.emptyTitle}</p>
          <p className="mt-1 max-w-sm text-sm text-stone-600">{PT.emptyText}</p>
          <Button className="mt-4" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {PT.newCode}
          </Button>
        </div>
      ) : (
        <>
          <CodeList codes={live} data={data} timeZone={timeZone} onEdit={setEditing} onRemove={setRemoving} />
          {archived.length > 0 && (
            <div className="mt-3">
              <button
                type="button"
                onClick={() => setShowArchived((s) => !s)}
                aria-expanded={showArchived}
                className="rounded-lg px-1 py-1 text-sm font-semibold text-orange-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
              >
                {showArchived ? PT.hideArchived : PT.showArchived(archived.length)}
              </button>
              {showArchived && (
                <div className="mt-2">
                  <CodeList codes={archived} data={data} timeZone={timeZone} />
                </div>
              )}
            </div>
          )}
        </>
      )}
      {editing !== null && data && (
        <PromoCodeDialog
          eventId={eventId}
          timeZone={timeZone}
          ticketTypes={data.ticketTypes}
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={removing ? (removing.onOrders ? PT.archiveTitle(removing.code) : PT.removeTitle(removing.code)) : ''}
        text={removing?.onOrders ? PT.archiveText : PT.removeText}
        confirm={removing?.onOrders ? PT.archive : PT.remove}
        cancel={PT.keep}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Panel>
  );
}

function CodeList({
  codes,
  data,
  timeZone,
  onEdit,
  onRemove,
}: {
  codes: TPromoCode[];
  data: THostPromoCodes;
  timeZone: string | null;
  onEdit?: (c: TPromoCode) => void;
  onRemove?: (c: TPromoCode) => void;
}) {
  const names = new Map(data.ticketTypes.map((t) => [t.id, t.name]));
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" data-testid="promo-code-list">
      {codes.map((c) => {
        const types = c.ticketTypeIds.length
          ? c.ticketTypeIds.map((id) => names.get(id) ?? `#${id}`).join(', ')
          : PT.allTickets;
        const window = windowText(c, timeZone);
        const share = c.maxUses ? Math.min(1, c.usedCount / c.maxUses) : null;
        return (
          <li key={c.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-base font-bold tracking-wide text-stone-900">{c.code}</span>
                <PromoStateBadge state={c.state} />
              </div>
              <p className="mt-0.5 text-sm text-stone-700">
                <span className="font-semibold">{discountText(c)}</span>
                <span className="text-stone-400"> · </span>
                {types}
              </p>
              {window && <p className="mt-0.5 text-xs text-stone-500">{window}</p>}
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <div className="w-28 text-sm">
                <p
                  className="font-semibold tabular-nums text-stone-900"
                  aria-label={
                    c.maxUses === null ? PT.usedUnlimitedLabel(c.usedCount) : PT.usedOfLabel(c.usedCount, c.maxUses)
                  }
                >
                  {c.maxUses === null ? PT.usedUnlimited(c.usedCount) : PT.usedOf(c.usedCount, c.maxUses)}
                </p>
                {share !== null && (
                  <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-100">
                    <div className="h-full bg-orange-600" style={{ width: `${share * 100}%` }} />
                  </div>
                )}
              </div>
              {(onEdit || onRemove) && (
                <div className="flex gap-1">
                  {onEdit && (
                    <Button variant="ghost" size="icon" aria-label={PT.editCode(c.code)} onClick={() => onEdit(c)}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                  {onRemove && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={c.onOrders ? PT.archiveCode(c.code) : PT.removeCode(c.code)}
                      onClick={() => onRemove(c)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
