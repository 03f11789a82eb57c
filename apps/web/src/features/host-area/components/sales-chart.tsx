import type { THostDashboard } from '@tribe/contracts/host-area';
import { formatFullDate } from '@tribe/contracts/dates';
import { T } from '../texts';

/**
 * Tickets sold per day as SVG bars. A chart library would be 40–100 KB for one bar chart; this is
 * a few hundred bytes, scales with its box, and each bar says its figures on hover (and to screen
 * readers through the table-like list of titles).
 */
export function SalesChart({ days }: { days: THostDashboard['salesByDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.tickets));
  const total = days.reduce((sum, d) => sum + d.tickets, 0);
  const width = 100 / Math.max(1, days.length);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const short = (day: string) =>
    formatFullDate(day)
      .replace(/^\w+, /, '')
      .replace(/, \d{4}$/, '');
  return (
    <figure>
      <svg
        role="img"
        aria-label={T.salesChartLabel(days.length, total)}
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-40 w-full sm:h-52"
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1="0" x2="100" y1={40 * f} y2={40 * f} className="stroke-stone-200" strokeWidth="0.15" />
        ))}
        {days.map((d, i) => {
          const h = d.tickets === 0 ? 0.4 : Math.max(1, (d.tickets / max) * 38);
          return (
            <rect
              key={d.day}
              data-testid="sales-bar"
              x={i * width + width * 0.15}
              width={width * 0.7}
              y={40 - h}
              height={h}
              rx="0.4"
              className={d.tickets === 0 ? 'fill-stone-200' : 'fill-orange-600 hover:fill-orange-800'}
            >
              <title>{T.salesBar(formatFullDate(d.day), d.tickets, d.gross)}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <figcaption className="mt-2 flex justify-between text-xs text-stone-500">
          <span>{short(first)}</span>
          <span>{short(last)}</span>
        </figcaption>
      )}
    </figure>
  );
}
