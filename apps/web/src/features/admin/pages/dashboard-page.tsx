import { AlertTriangle, Flag, Wallet } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { count, price } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useAdminDashboard } from '../api/admin-moderation';
import { LoadError, LoadingRows, PageHeading, Panel } from '@/components/page/page-states';
import { BarChart } from '../components/bar-chart';
import { DASHBOARD_TEXT as D } from '../texts-dashboard';
import { ADMIN_TEXT as T } from '../texts';

const PRESETS = [7, 30, 90] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 break-words text-lg font-bold tracking-tight text-stone-900 sm:text-2xl">{value}</p>
    </div>
  );
}

function Queue({
  icon,
  label,
  value,
  to,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-stone-100 text-stone-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold text-stone-900">{count(value)}</p>
        {children}
      </div>
      {to && (
        <Link to={to} className="text-sm font-semibold text-orange-700 hover:underline">
          {D.open}
        </Link>
      )}
    </div>
  );
}

/** /admin/dashboard (docs/admin.md "Dashboard"): the business over a period, and the work queues. */
export function AdminDashboardPage() {
  const [period, setPeriod] = useState<{ days?: number; from?: string; to?: string }>({ days: 30 });
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [showCustom, setShowCustom] = useState(false);
  const dash = useAdminDashboard(period);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (custom.from && custom.to) setPeriod({ from: custom.from, to: custom.to });
  };

  return (
    <>
      <PageHeading title={T.pages.dashboard}>
        <div
          role="group"
          aria-label={D.period}
          className="inline-flex flex-wrap rounded-xl border border-stone-200 bg-white p-1"
        >
          {PRESETS.map((n) => (
            <button
              key={n}
              aria-pressed={!showCustom && period.days === n}
              onClick={() => {
                setShowCustom(false);
                setPeriod({ days: n });
              }}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold',
                !showCustom && period.days === n ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              {D.days(n)}
            </button>
          ))}
          <button
            aria-pressed={showCustom}
            onClick={() => setShowCustom(true)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold',
              showCustom ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {D.custom}
          </button>
        </div>
      </PageHeading>
      {showCustom && (
        <form
          onSubmit={applyCustom}
          className="mb-5 flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4"
        >
          <label className="text-sm font-semibold text-stone-800">
            {D.from}
            <input
              type="date"
              required
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              className={cn(inputClass, 'mt-1 h-11 border-stone-300')}
            />
          </label>
          <label className="text-sm font-semibold text-stone-800">
            {D.to}
            <input
              type="date"
              required
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              className={cn(inputClass, 'mt-1 h-11 border-stone-300')}
            />
          </label>
          <Button type="submit">{D.apply}</Button>
        </form>
      )}

      {dash.isPending ? (
        <LoadingRows rows={4} />
      ) : dash.isError ? (
        <LoadError onRetry={() => void dash.refetch()} />
      ) : (
        <div className={cn('grid gap-5', dash.isPlaceholderData && 'opacity-60')}>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
            <Figure label={D.grossSales} value={price(dash.data.totals.grossSales)} />
            <Figure label={D.fees} value={price(dash.data.totals.fees)} />
            <Figure label={D.refunds} value={price(dash.data.totals.refunds)} />
            <Figure label={D.tickets} value={count(dash.data.totals.tickets)} />
            <Figure label={D.payingHosts} value={count(dash.data.totals.payingHosts)} />
            <Figure label={D.newUsers} value={count(dash.data.totals.newUsers)} />
          </div>
          <Panel title={D.chartTitle}>
            <BarChart
              label={D.chartLabel(dash.data.from, dash.data.to)}
              data={dash.data.days.map((d) => ({ day: d.day, value: d.grossSales }))}
              format={price}
            />
          </Panel>
          <Panel title={D.queues}>
            <div className="grid gap-3 lg:grid-cols-3">
              <Queue
                icon={<Wallet className="size-5" aria-hidden="true" />}
                label={D.pendingPayouts}
                value={dash.data.queues.pendingPayouts.count}
                to="/admin/payouts"
              >
                {dash.data.queues.pendingPayouts.count > 0 && (
                  <p className="text-sm text-stone-600">
                    {D.payoutsAmount(price(dash.data.queues.pendingPayouts.amount))}
                  </p>
                )}
              </Queue>
              <Queue
                icon={<Flag className="size-5" aria-hidden="true" />}
                label={D.openReports}
                value={dash.data.queues.openReports}
                to="/admin/reports"
              />
              <Queue
                icon={<AlertTriangle className="size-5" aria-hidden="true" />}
                label={D.failedJobs}
                value={dash.data.queues.failedJobs.count}
              >
                {dash.data.queues.failedJobs.latest.length > 0 ? (
                  <ul className="mt-1 grid gap-1 text-sm text-stone-600">
                    {dash.data.queues.failedJobs.latest.slice(0, 3).map((j) => (
                      <li key={j.id} className="truncate" title={j.error}>
                        <span className="font-medium text-stone-800">{j.name}</span> {j.error}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-stone-600">{D.noFailedJobs}</p>
                )}
              </Queue>
            </div>
          </Panel>
        </div>
      )}
    </>
  );
}
