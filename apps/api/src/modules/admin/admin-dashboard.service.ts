import type { TAdminDashboard, TAdminDashboardQuery } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './admin-dashboard.repository.js';
import { ADMIN_DASHBOARD_TEXT } from './admin-dashboard.texts.js';

/** The admin dashboard (docs/admin.md "Dashboard"): the business over a period, and work queues. */

const nairobiDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(d);
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const MAX_DAYS = 366;

/**
 * The period: `from`..`to` when given (both Nairobi days), else the last `days` days up to today
 * (30 by default).
 * @throws AppError validation_failed when `from` is after `to` or the period is over a year
 */
export function dashboardPeriod(q: TAdminDashboardQuery, now: Date): { from: string; to: string } {
  const to = q.to ?? nairobiDay(now);
  const from = q.from ?? addDays(to, -((q.days ?? 30) - 1));
  if (from > to) throw new AppError('validation_failed', ADMIN_DASHBOARD_TEXT.startBeforeEnd);
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (span > MAX_DAYS) throw new AppError('validation_failed', ADMIN_DASHBOARD_TEXT.atMostAYear);
  return { from, to };
}

export async function adminDashboard(db: Db, q: TAdminDashboardQuery, now = new Date()): Promise<TAdminDashboard> {
  const { from, to } = dashboardPeriod(q, now);
  const [figures, pendingPayouts, openReports, failedJobs] = [
    await repo.dashboardFigures(db, from, to),
    await repo.pendingPayouts(db),
    await repo.openReportCount(db),
    await repo.failedJobs(db),
  ];
  const sum = (k: 'grossSales' | 'fees' | 'refunds' | 'tickets' | 'newUsers') =>
    figures.days.reduce((s, d) => s + d[k], 0);
  return {
    from,
    to,
    totals: {
      grossSales: sum('grossSales'),
      fees: sum('fees'),
      refunds: sum('refunds'),
      tickets: sum('tickets'),
      payingHosts: figures.payingHosts,
      newUsers: sum('newUsers'),
    },
    days: figures.days,
    queues: { pendingPayouts, openReports, failedJobs },
  };
}
