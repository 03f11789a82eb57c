import type { THostDashboard, THostEventSummary } from '@tribe/contracts/host-area';
import { CalendarPlus, ImageOff } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/ui/button';
import { cardDate, count, eventDateTime, price } from '@/i18n/format';
import { statusOf } from '@/lib/host-api';
import { useHostDashboard } from '../api/dashboard';
import { T } from '../texts';
import { NoAccess } from './host-shell';
import { InfoTip } from './info-tip';
import { LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';
import { SalesChart } from './sales-chart';
import { StatusBadge } from './status-badge';
import { TakeTourButton } from './tours';

export const DASHBOARD_DAYS = 30;

/**
 * The host's dashboard (/host/dashboard): the period's figures, each explained on hover or tap;
 * sales per day; upcoming events; latest orders. A new host sees a way to their first event.
 */
export function DashboardPage() {
  const { data, error, isPending, refetch } = useHostDashboard(DASHBOARD_DAYS);
  if (statusOf(error) === 403) return <NoAccess />;
  return (
    <>
      <PageHeading title={T.dashboardTitle}>
        <div className="flex items-center gap-3">
          <p className="whitespace-nowrap text-sm font-medium text-stone-600">{T.lastDays(DASHBOARD_DAYS)}</p>
          <TakeTourButton tour="dashboard" />
        </div>
      </PageHeading>
      {isPending ? (
        <DashboardSkeleton />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Dashboard data={data} />
      )}
    </>
  );
}

const isNewHost = (d: THostDashboard) =>
  d.ticketsSold === 0 && d.upcomingEvents.length === 0 && d.latestOrders.length === 0;

function Dashboard({ data }: { data: THostDashboard }) {
  const figures = [
    { name: T.ticketsSold, value: count(data.ticketsSold), info: T.ticketsSoldInfo },
    { name: T.gross, value: price(data.gross), info: T.grossInfo },
    { name: T.net, value: price(data.net), info: T.netInfo(data.fees, data.refunds) },
    { name: T.pageViews, value: count(data.pageViews), info: T.pageViewsInfo },
    { name: T.conversion, value: `${(data.conversionRate * 100).toFixed(1)}%`, info: T.conversionInfo },
  ];
  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      {isNewHost(data) && (
        <section className="rounded-2xl bg-stone-900 p-6 text-white sm:p-8">
          <h2 className="text-xl font-bold sm:text-2xl">{T.welcomeTitle}</h2>
          <p className="mt-2 max-w-xl text-stone-300">{T.welcomeText}</p>
          <Link to="/host/create-event" className={buttonClass('primary', 'lg', 'mt-5')}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {T.createFirstEvent}
          </Link>
        </section>
      )}

      <dl data-tour="dashboard-figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {figures.map((f, i) => (
          <div
            key={f.name}
            className={`@container min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${i === 0 ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt className="flex items-center justify-between gap-1 text-sm font-medium text-stone-600">
              {f.name}
              <InfoTip name={f.name} text={f.info} />
            </dt>
            {/* An amount in shillings is long: its size follows the card's width, so it never spills. */}
            <dd
              className={`mt-1 font-bold tabular-nums tracking-tight text-stone-900 [overflow-wrap:anywhere] ${f.value.length > 8 ? 'text-lg @min-[10rem]:text-xl @min-[12.5rem]:text-2xl' : 'text-2xl'}`}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>

      <Panel title={T.salesOverTime} labelledBy="sales-heading" tour="dashboard-sales">
        {data.salesByDay.some((d) => d.tickets > 0) ? (
          <SalesChart days={data.salesByDay} />
        ) : (
          <p className="py-8 text-center text-stone-500">{T.noSalesYet}</p>
        )}
      </Panel>

      <div className="grid grid-cols-1 gap-5 sm:gap-6 lg:grid-cols-2">
        <Panel title={T.upcomingEvents} labelledBy="upcoming-heading" tour="dashboard-upcoming">
          {data.upcomingEvents.length === 0 ? (
            <p className="text-stone-500">{T.noUpcoming}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.upcomingEvents.map((e) => (
                <UpcomingRow key={e.id} event={e} />
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={T.latestOrders} labelledBy="orders-heading" tour="dashboard-orders">
          {data.latestOrders.length === 0 ? (
            <p className="text-stone-500">{T.noOrders}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {data.latestOrders.map((o) => (
                <li key={o.reference} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-stone-900">{o.buyerName}</p>
                    <p className="truncate text-sm text-stone-600">{o.eventTitle}</p>
                    <p className="text-xs text-stone-500">
                      {o.reference} · {eventDateTime(o.createdAt)}
                    </p>
                  </div>
                  <p className="shrink-0 text-right text-sm font-semibold tabular-nums text-stone-900">
                    {T.orderLine(o.tickets, o.total)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

function UpcomingRow({ event }: { event: THostEventSummary }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-stone-100">
        {event.imageUrl ? (
          <img src={event.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <ImageOff aria-hidden="true" className="m-3.5 size-5 text-stone-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/host/events/${event.id}/tickets`}
          className="block truncate font-semibold text-stone-900 hover:underline"
        >
          {event.title}
        </Link>
        <p className="text-sm text-stone-600">{event.startDate ? cardDate(event.startDate) : T.dateNotSet}</p>
      </div>
      <div className="shrink-0 text-right">
        <StatusBadge status={event.status} ended={event.ended} />
        <p className="mt-1 text-xs tabular-nums text-stone-600">{T.soldOf(event.ticketsSold, event.capacity)}</p>
      </div>
    </li>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-5" data-testid="dashboard-skeleton">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={`h-24 rounded-2xl ${i === 0 ? 'col-span-2 lg:col-span-1' : ''}`} />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}
