/**
 * A light bar chart in SVG (no library): one bar per day, the largest value at full height, with
 * a hidden-from-sight table of the same numbers for screen readers.
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
  const pad = { top: 12, bottom: 24, left: 4, right: 4 };
  const max = Math.max(1, ...data.map((d) => d.value));
  const step = (W - pad.left - pad.right) / Math.max(1, data.length);
  const barW = Math.max(1, step * 0.7);
  const plotH = H - pad.top - pad.bottom;
  const labelEvery = Math.ceil(data.length / 8);
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
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 6} textAnchor="middle" className="fill-stone-500 text-[11px]">
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
