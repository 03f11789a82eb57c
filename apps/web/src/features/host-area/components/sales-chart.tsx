import { useEffect, useRef, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { THostDashboard } from '@tribe/contracts/host-area';
import { fullDate } from '@/i18n/format';
import { T } from '../texts';

type Day = THostDashboard['salesByDay'][number];

const HEIGHT = 208;
const MARGIN = { top: 8, right: 4, bottom: 24, left: 32 };

/** The width of a box, followed as it changes (no ResizeObserver, as in old browsers: a fixed guess). */
function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.clientWidth > 0) setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** 'November 3' ('3 Novemba'): the full date without its weekday and year. */
const short = (day: string) =>
  fullDate(day)
    .replace(/^[^,]+, /, '')
    .replace(/,? \d{4}$/, '');

/**
 * Tickets sold per day as bars (visx: d3's scales and axes as React SVG, about 15 kB gzipped in
 * the dashboard's own chunk). Each bar says its figures on hover, and on a tap (phones have no
 * hover) below the chart; screen readers get the summary and each bar's title.
 */
export function SalesChart({ days }: { days: THostDashboard['salesByDay'] }) {
  const [boxRef, width] = useWidth<HTMLDivElement>(600);
  const [picked, setPicked] = useState<Day | null>(null);
  const total = days.reduce((sum, d) => sum + d.tickets, 0);
  const max = Math.max(1, ...days.map((d) => d.tickets));
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Whole tickets only, at most four lines.
  const yTicks = y.ticks(Math.min(4, max)).filter((t) => Number.isInteger(t));
  // First, middle and last day on the time axis, so the labels never collide on a phone.
  const xTicks =
    days.length > 2 ? [days[0]!.day, days[Math.floor(days.length / 2)]!.day, days.at(-1)!.day] : days.map((d) => d.day);
  return (
    <figure>
      <div ref={boxRef} className="w-full">
        <svg role="img" aria-label={T.salesChartLabel(days.length, total)} width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {yTicks.map((t) => (
              <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-stone-200" strokeWidth={1} />
            ))}
            {days.map((d) => {
              const top = d.tickets === 0 ? innerHeight - 2 : Math.min(innerHeight - 3, y(d.tickets));
              return (
                <Bar
                  key={d.day}
                  data-testid="sales-bar"
                  x={x(d.day) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                  rx={2}
                  className={
                    d.tickets === 0
                      ? 'fill-stone-200'
                      : picked?.day === d.day
                        ? 'fill-orange-800'
                        : 'cursor-pointer fill-orange-600 hover:fill-orange-800'
                  }
                  onClick={() => setPicked(d.tickets === 0 ? null : d)}
                >
                  <title>{T.salesBar(fullDate(d.day), d.tickets, d.gross)}</title>
                </Bar>
              );
            })}
            <AxisLeft
              scale={y}
              tickValues={yTicks}
              tickFormat={(v) => String(v)}
              hideAxisLine
              hideTicks
              tickLabelProps={{ className: 'fill-stone-500 text-[11px]', textAnchor: 'end', dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={xTicks}
              tickFormat={(d) => short(d)}
              hideTicks
              axisLineClassName="stroke-stone-300"
              tickLabelProps={(_, i) => ({
                className: 'fill-stone-500 text-[11px]',
                textAnchor: i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle',
                dy: 4,
              })}
            />
          </Group>
        </svg>
      </div>
      <figcaption className="mt-1 min-h-5 text-sm text-stone-700" aria-live="polite">
        {picked ? T.salesBar(fullDate(picked.day), picked.tickets, picked.gross) : T.salesChartHint}
      </figcaption>
    </figure>
  );
}
