import type { TAdminReport, TEventReportStatus } from '@tribe/contracts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { ADMIN_PAGE_SIZE, useAdminReports, useResolveReport } from '../api/admin-moderation';
import { EmptyState, LoadError, LoadingRows, PageHeading } from '@/components/page/page-states';
import { Pager } from '../components/admin-ui';
import { ActionDialog } from '../components/action-dialog';
import { nairobiDateTime } from '../dates';
import { MOD_TEXT } from '../texts-moderation';
import { ADMIN_TEXT as T } from '../texts';
import { StatusBadge, UnpublishDialog } from './events-page';

const R = MOD_TEXT.reports;
const TABS: TEventReportStatus[] = ['open', 'actioned', 'dismissed'];

/** /admin/reports (docs/admin.md "Reports"): the queue of "Report this event", oldest first. */
export function AdminReportsPage() {
  const [status, setStatus] = useState<TEventReportStatus>('open');
  const [offset, setOffset] = useState(0);
  const list = useAdminReports(status, offset);
  const resolve = useResolveReport();
  const [closing, setClosing] = useState<{ report: TAdminReport; outcome: 'actioned' | 'dismissed' } | null>(null);
  const [takingDown, setTakingDown] = useState<TAdminReport | null>(null);

  return (
    <>
      <PageHeading title={T.pages.reports} />
      <div role="tablist" className="mb-5 inline-flex rounded-xl border border-stone-200 bg-white p-1">
        {TABS.map((t) => (
          <button
            key={t}
            role="tab"
            aria-selected={status === t}
            onClick={() => {
              setStatus(t);
              setOffset(0);
            }}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-semibold',
              status === t ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {R[t]}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={status === 'open' ? R.emptyOpen : R.emptyClosed}
          {...(status === 'open' ? { text: R.emptyOpenText } : {})}
        />
      ) : (
        <>
          <ul className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60')}>
            {list.data.items.map((r) => (
              <li
                key={r.id}
                data-testid="admin-report"
                className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-stone-500">
                      {R.reportedAt(nairobiDateTime(r.createdAt))} ·{' '}
                      {r.reporterEmail ? R.from(r.reporterEmail) : R.anonymous}
                    </p>
                    <p className="mt-1 font-semibold text-red-900">{R.reasons[r.reason]}</p>
                    <p className="mt-1 whitespace-pre-line text-stone-800">{r.details || R.noDetails}</p>
                    {r.resolutionNote && <p className="mt-2 text-sm text-stone-600">{R.note(r.resolutionNote)}</p>}
                  </div>
                </div>
                <div className="mt-4 rounded-xl bg-stone-50 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge event={r.event} />
                    <span className="font-semibold text-stone-900">{r.event.title}</span>
                    <span className="text-stone-500">#{r.event.id}</span>
                    {r.event.status !== 'draft' && (
                      <Link
                        to={`/events/${r.event.externalId}`}
                        target="_blank"
                        aria-label={MOD_TEXT.events.viewEvent(r.event.title)}
                        className="text-stone-600 hover:text-stone-900"
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />
                      </Link>
                    )}
                  </div>
                  <p className="mt-1 text-sm text-stone-600">
                    {r.event.host.vendorName}
                    {r.openForEvent > 1 && ` · ${R.moreOnEvent(r.openForEvent)}`}
                  </p>
                </div>
                {r.status === 'open' && (
                  <div className="mt-4 flex flex-wrap gap-2">
                    {!r.event.unpublishedAt && (
                      <Button size="sm" variant="destructive" onClick={() => setTakingDown(r)}>
                        {R.unpublish}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setClosing({ report: r, outcome: 'actioned' })}
                    >
                      {R.resolve}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setClosing({ report: r, outcome: 'dismissed' })}>
                      {R.dismiss}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} total={list.data.total} onChange={setOffset} />
        </>
      )}

      <ActionDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={closing ? R.noteTitle(closing.outcome) : ''}
        confirmLabel={R.confirm}
        cancelLabel={MOD_TEXT.events.cancel}
        note={{ label: R.noteLabel, minLength: 2, maxLength: 1000 }}
        onConfirm={async (note) => {
          if (!closing) return;
          await resolve.mutateAsync({ id: closing.report.id, outcome: closing.outcome, note });
          toast({ title: R.closed });
        }}
      />
      <UnpublishDialog
        event={takingDown?.event ?? null}
        onClose={() => setTakingDown(null)}
        onDone={() => {
          // Taking the event down is the action the report asked for: offer to close it as acted on.
          if (takingDown) setClosing({ report: takingDown, outcome: 'actioned' });
        }}
      />
    </>
  );
}
