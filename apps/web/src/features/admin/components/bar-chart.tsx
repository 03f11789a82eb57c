import { cn } from '@/lib/cn';

/**
 * A light bar chart in SVG (no library): one bar per day, the largest value at full height, with
 * a hidden-from-sight table of the same numbers for screen readers.
 *
 * The SVG stretches to the panel's width (`preserveAspectRatio="none"`), which would shrink and
 * squash any text inside it (to about 5px on a phone), so the day labels are HTML under it, placed
 * by percentage: they stay at 12px at every width. A phone shows every other one of them.
 */
export function BarChart({
  data,
  label,
  format,
}: {
  data: { day: string; value: number }[];
  label: string;
  format: (n: number) => string;
}) {
  const W = 720;
  const H = 200;
  const pad = { top: 12, bottom: 2, left: 4, right: 4 };
  const max = Math.max(1, ...data.map((d) => d.value));
  const step = (W - pad.left - pad.right) / Math.max(1, data.length);
  const barW = Math.max(1, step * 0.7);
  const plotH = H - pad.top - pad.bottom;
  // At most 8 day labels on a wide screen and 4 on a phone, so they never run into each other.
  const labelEvery = Math.ceil(data.length / 8);
  const phoneLabelEvery = labelEvery * 2;
  const centre = (i: number) => pad.left + i * step + step / 2;
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-48 w-full" preserveAspectRatio="none">
        <line x1={pad.left} x2={W - pad.right} y1={H - pad.bottom} y2={H - pad.bottom} className="stroke-stone-300" />
        {data.map((d, i) => {
          const h = (d.value / max) * plotH;
          const x = pad.left + i * step + (step - barW) / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={H - pad.bottom - h}
                width={barW}
                height={h}
                rx={Math.min(3, barW / 3)}
                className="fill-orange-600"
              >
                <title>{`${d.day}: ${format(d.value)}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <div aria-hidden="true" className="relative mt-1 h-5" data-testid="chart-day-labels">
        {data.map((d, i) =>
          i % labelEvery === 0 ? (
            <span
              key={d.day}
              style={{ left: `${(centre(i) / W) * 100}%` }}
              className={cn(
                'absolute top-0 text-xs whitespace-nowrap text-stone-600 tabular-nums',
                // The first label starts at its bar rather than centring on it, so it stays inside the panel.
                i === 0 ? '-translate-x-2' : '-translate-x-1/2',
                i % phoneLabelEvery !== 0 && 'hidden sm:block',
              )}
            >
              {d.day.slice(5)}
            </span>
          ) : null,
        )}
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
