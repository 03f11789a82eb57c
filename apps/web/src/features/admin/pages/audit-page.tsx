import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type TAdminAuditRow } from '@tribe/contracts';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { auditCsvHref, fetchAuditPage, type AuditFilters } from '../api/admin-d-api';
import { EmptyState, LoadError, LoadingRows, PageHeading } from '@/components/page/page-states';
import { adminDateTime } from '../dates';
import { ADMIN_TEXT as T } from '../texts';
import { AUDIT_TEXT as A } from '../texts-audit';

const KEYS = ['from', 'to', 'actor', 'action', 'subjectType', 'subjectId', 'hostId'] as const;

const filtersFrom = (p: URLSearchParams): AuditFilters =>
  Object.fromEntries(KEYS.map((k) => [k, p.get(k) ?? undefined])) as AuditFilters;

const when = (iso: string) => adminDateTime(iso, true);

const box = cn(inputClass, 'mt-1 h-11 border-stone-300 text-[15px] font-normal');

/** A filter's select: any (empty), or one of `choices`, shown as they are. */
function AnyOf({
  value,
  onChange,
  choices,
}: {
  value: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
  choices: readonly string[];
}) {
  return (
    <select value={value ?? ''} onChange={onChange} className={box}>
      <option value="">{A.any}</option>
      {choices.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </select>
  );
}

/** /admin/audit (docs/admin.md): the audit log, filtered (in the address), paged, downloadable. */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const log = useInfiniteQuery({
    queryKey: ['/api/admin/audit', filters],
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageHeading title={T.pages.audit}>
        <a href={auditCsvHref(filters)} download className={buttonClass('outline', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          {A.download}
        </a>
      </PageHeading>
      <p className="-mt-3 mb-5 max-w-2xl text-stone-600 sm:-mt-6">{A.lead}</p>
      <FilterForm
        key={params.toString()}
        initial={filters}
        onApply={(f) => {
          const next = new URLSearchParams();
          for (const k of KEYS) if (f[k]) next.set(k, f[k]!);
          setParams(next, { replace: true });
        }}
      />
      <div className="mt-5">
        {log.isPending ? (
          <LoadingRows />
        ) : log.error ? (
          <LoadError
            {...(log.error instanceof ApiError && log.error.serverMessage ? { text: log.error.serverMessage } : {})}
            onRetry={() => void log.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState title={A.empty} />
        ) : (
          <>
            <ol className="grid gap-2" aria-label={T.pages.audit}>
              {rows.map((r) => (
                <AuditItem key={r.id} row={r} />
              ))}
            </ol>
            {log.hasNextPage && (
              <div className="mt-4 text-center">
                <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {log.isFetchingNextPage ? A.loadingMore : A.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}

function AuditItem({ row }: { row: TAdminAuditRow }) {
  const details = Object.keys(row.details).length ? JSON.stringify(row.details) : null;
  return (
    <li className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-mono text-[13px] font-semibold text-orange-800">{row.action}</span>
        <time dateTime={row.occurredAt} className="text-stone-600">
          {when(row.occurredAt)}
        </time>
      </div>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-stone-800">
        <span>
          <span className="text-stone-500">{A.who}: </span>
          {row.actor ?? A.system}
          {row.actorKind !== 'system' && <span className="text-stone-500"> ({A.actorKinds[row.actorKind]})</span>}
        </span>
        <span>
          <span className="text-stone-500">{A.on}: </span>
          {row.subjectType} #{row.subjectId}
        </span>
        {row.hostId !== null && (
          <span>
            <span className="text-stone-500">{A.host}: </span>
            {row.hostName ?? `#${row.hostId}`}
          </span>
        )}
      </div>
      {details && (
        <p className="mt-1 break-all font-mono text-xs text-stone-600">
          <span className="sr-only">{A.details}: </span>
          {details}
        </p>
      )}
    </li>
  );
}

function FilterForm({ initial, onApply }: { initial: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [f, setF] = useState<AuditFilters>(initial);
  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setF((prev) => ({ ...prev, [k]: e.target.value || undefined }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  const label = 'block text-sm font-semibold text-stone-800';
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-4"
    >
      <label className={label}>
        {A.from}
        <input type="date" value={f.from ?? ''} onChange={set('from')} className={box} />
      </label>
      <label className={label}>
        {A.to}
        <input type="date" value={f.to ?? ''} onChange={set('to')} className={box} />
      </label>
      <label className={cn(label, 'col-span-2')}>
        {A.actor}
        <input value={f.actor ?? ''} onChange={set('actor')} placeholder={A.actorHint} className={box} />
      </label>
      <label className={cn(label, 'col-span-2')}>
        {A.action}
        <AnyOf value={f.action} onChange={set('action')} choices={AUDIT_ACTIONS} />
      </label>
      <label className={label}>
        {A.subjectType}
        <AnyOf value={f.subjectType} onChange={set('subjectType')} choices={AUDIT_SUBJECT_TYPES} />
      </label>
      <label className={label}>
        {A.subjectId}
        <input value={f.subjectId ?? ''} onChange={set('subjectId')} className={box} />
      </label>
      <label className={label}>
        {A.hostId}
        <input inputMode="numeric" value={f.hostId ?? ''} onChange={set('hostId')} className={box} />
      </label>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3 sm:justify-end">
        <Button
          type="button"
          variant="outline"
          className="flex-1 sm:flex-none"
          onClick={() => onApply({} as AuditFilters)}
        >
          {A.clear}
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none">
          {A.apply}
        </Button>
      </div>
    </form>
  );
}
