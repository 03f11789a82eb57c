import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { eventReports, events, orderItems, orders, payouts, refunds, users } from '../../db/schema/index.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';

/**
 * The dashboard's figures (docs/admin.md "Dashboard"), all SQL aggregates over Nairobi days:
 * - gross sales and fees: orders paid in the period (their total and service fees), whatever
 *   happened to them after (a refund is counted apart, when it went through);
 * - refunds: refunds the provider processed in the period;
 * - tickets: the quantities of those paid orders;
 * - paying hosts: hosts with at least one of those paid orders;
 * - new users: accounts created in the period.
 */

const TZ = 'Africa/Nairobi';
const day = (col: unknown) => sql`((${col} AT TIME ZONE ${TZ})::date)`;
const inRange = (col: unknown, from: string, to: string) =>
  sql`${col} >= (${from}::date::timestamp AT TIME ZONE ${TZ}) AND ${col} < ((${to}::date + 1)::timestamp AT TIME ZONE ${TZ})`;

export interface DayFigures {
  day: string;
  grossSales: number;
  fees: number;
  refunds: number;
  tickets: number;
  payingHosts: number;
  newUsers: number;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Figures per day in [from, to] (every day present, zero when quiet), and the period's totals. */
export async function dashboardFigures(db: DbOrTx, from: string, to: string) {
  const paid = sql`${orders.paidAt} IS NOT NULL AND ${inRange(orders.paidAt, from, to)}`;
  const res = await db.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
    ),
    sales AS (
      SELECT ${day(orders.paidAt)} AS day, sum(${orders.total})::bigint AS gross, sum(${orders.fees})::bigint AS fees,
        count(DISTINCT e.host_id)::int AS hosts
      FROM ${orders} JOIN ${events} e ON e.id = ${orders.eventId}
      WHERE ${paid} GROUP BY 1
    ),
    tix AS (
      SELECT ${day(orders.paidAt)} AS day, sum(${orderItems.quantity})::bigint AS tickets
      FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
      WHERE ${paid} GROUP BY 1
    ),
    refs AS (
      SELECT ${day(refunds.processedAt)} AS day, sum(${refunds.amount})::bigint AS amount
      FROM ${refunds} WHERE ${refunds.status} = 'processed' AND ${refunds.processedAt} IS NOT NULL
        AND ${inRange(refunds.processedAt, from, to)} GROUP BY 1
    ),
    joined AS (
      SELECT ${day(users.createdAt)} AS day, count(*)::int AS n FROM ${users}
      WHERE ${inRange(users.createdAt, from, to)} GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      COALESCE(sales.gross, 0)::float8 AS gross, COALESCE(sales.fees, 0)::float8 AS fees,
      COALESCE(refs.amount, 0)::float8 AS refunds, COALESCE(tix.tickets, 0)::float8 AS tickets,
      COALESCE(sales.hosts, 0) AS hosts, COALESCE(joined.n, 0) AS users
    FROM days
      LEFT JOIN sales ON sales.day = days.day LEFT JOIN tix ON tix.day = days.day
      LEFT JOIN refs ON refs.day = days.day LEFT JOIN joined ON joined.day = days.day
    ORDER BY days.day`);
  const days: DayFigures[] = rowsOf<Record<string, unknown>>(res).map((r) => ({
    day: String(r.day),
    grossSales: Number(r.gross),
    fees: Number(r.fees),
    refunds: Number(r.refunds),
    tickets: Number(r.tickets),
    payingHosts: Number(r.hosts),
    newUsers: Number(r.users),
  }));
  // Paying hosts over the period are counted once each, not summed over days.
  const hostsRes = await db.execute(sql`
    SELECT count(DISTINCT e.host_id)::int AS n FROM ${orders} JOIN ${events} e ON e.id = ${orders.eventId}
    WHERE ${paid}`);
  const payingHosts = Number(rowsOf<{ n: number }>(hostsRes)[0]?.n ?? 0);
  return { days, payingHosts };
}

/** Payouts waiting for an admin (requested) and their sum. */
export async function pendingPayouts(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, amount: sql<number>`COALESCE(sum(${payouts.amount}), 0)::float8` })
    .from(payouts)
    .where(sql`${payouts.status} = 'requested'`);
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function openReportCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventReports)
    .where(sql`${eventReports.status} = 'open'`);
  return Number(row?.n ?? 0);
}

/**
 * Jobs pg-boss gave up on (state `failed`, retries used up): how many, and the latest ten. Zero
 * when the job tables do not exist (a process that never started the queue).
 */
export async function failedJobs(db: DbOrTx) {
  const exists = rowsOf<{ t: string | null }>(
    await db.execute(sql`SELECT to_regclass(${`${JOBS_SCHEMA}.job`})::text AS t`),
  )[0]?.t;
  if (!exists) return { count: 0, latest: [] };
  const job = sql.raw(`${JOBS_SCHEMA}.job`);
  const count = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM ${job} WHERE state = 'failed'`),
  )[0]?.n;
  const latest = rowsOf<{ id: string; name: string; at: Date | string | null; output: unknown }>(
    await db.execute(
      sql`SELECT id::text AS id, name, completed_on AS at, output FROM ${job} WHERE state = 'failed'
        ORDER BY completed_on DESC NULLS LAST LIMIT 10`,
    ),
  );
  return {
    count: Number(count ?? 0),
    latest: latest.map((j) => ({
      id: j.id,
      name: j.name,
      failedAt: j.at ? new Date(j.at).toISOString() : null,
      error: errorText(j.output),
    })),
  };
}

function errorText(output: unknown): string {
  const o = typeof output === 'string' ? safeParse(output) : output;
  if (o && typeof o === 'object' && 'message' in o) return String((o as { message: unknown }).message).slice(0, 300);
  return o ? JSON.stringify(o).slice(0, 300) : '';
}
function safeParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
