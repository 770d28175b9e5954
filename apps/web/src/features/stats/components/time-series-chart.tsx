import { useId } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { valueAxis } from '@/features/stats/lib/value-axis';

export interface ChartSeries {
  /** The legend's and the table's column name, e.g. "Views". */
  name: string;
  values: readonly number[];
  kind: 'bar' | 'line';
  /** Tailwind classes that colour the series (fill for bars, stroke for lines) and its legend swatch. */
  className: string;
  swatchClassName: string;
}

interface TimeSeriesChartProps {
  title: string;
  /** One label per point, e.g. 2026-11-26. */
  days: readonly string[];
  series: readonly ChartSeries[];
  format?: (value: number) => string;
  /** Extra columns for the table alternative only (e.g. amounts next to pledge counts). */
  tableOnly?: readonly { name: string; values: readonly (number | string)[] }[];
  /**
   * The step every axis label is a whole multiple of: 1 for counts (never "0.5 views"), 100 for
   * money in cents (whole currency units).
   */
  tickUnit?: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 8, bottom: 24, left: 44 };
const plain = (value: number) => value.toLocaleString();

/**
 * A small SVG chart of daily figures (visx scales and shapes: 15.6 kB gzip with their d3
 * parts, decision 0034), drawn as an image with a text summary, followed by its table
 * alternative: the same numbers, day by day, for screen readers and for anyone who wants exact
 * figures. Scales to its container from 360 px wide; colours come from the theme (dark mode).
 */
export function TimeSeriesChart({ title, days, series, format = plain, tableOnly = [], tickUnit = 1 }: TimeSeriesChartProps) {
  const id = useId();
  const { top, ticks } = valueAxis(Math.max(0, ...series.flatMap((s) => s.values)), tickUnit);
  const x = scaleBand<number>({ domain: days.map((_, i) => i), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
  const labelled = days.length <= 1 ? [0] : [0, Math.floor((days.length - 1) / 2), days.length - 1];
  const summary = series
    .map(
      (s) =>
        `${s.name}: ${format(s.values.reduce((sum, v) => sum + v, 0))} in total, at most ${format(Math.max(0, ...s.values))} a day`,
    )
    .join('; ');

  return (
    <figure aria-labelledby={`${id}-title`} className="grid gap-3">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-muted-foreground" aria-label={`${title}: legend`}>
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.swatchClassName}`} />
            {s.name}
          </li>
        ))}
      </ul>
      <svg
        role="img"
        aria-label={`${title} from ${days[0] ?? ''} to ${days.at(-1) ?? ''}. ${summary}.`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full overflow-visible"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={(x(i) ?? 0) + x.bandwidth() / 2}
            y={HEIGHT - 6}
            textAnchor={i === 0 && days.length > 1 ? 'start' : i === days.length - 1 && days.length > 1 ? 'end' : 'middle'}
            className="fill-muted-foreground text-[11px]"
          >
            {days[i]}
          </text>
        ))}
        {series.map((s) =>
          s.kind === 'bar' ? (
            <g key={s.name} className={s.className}>
              {s.values.map((value, i) => (
                <Bar
                  key={days[i]}
                  x={x(i) ?? 0}
                  y={y(value)}
                  width={x.bandwidth()}
                  height={Math.max(0, HEIGHT - MARGIN.bottom - y(value))}
                  rx={2}
                />
              ))}
            </g>
          ) : (
            <LinePath
              key={s.name}
              data={[...s.values]}
              x={(_, i) => (x(i) ?? 0) + x.bandwidth() / 2}
              y={(value) => y(value)}
              strokeWidth={2}
              fill="none"
              className={s.className}
            />
          ),
        )}
      </svg>
      <details className="rounded-lg border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">{`${title}: table`}</summary>
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{`${title}, day by day`}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Date
                </th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="py-1 pr-4 font-medium">
                    {s.name}
                  </th>
                ))}
                {tableOnly.map((column) => (
                  <th key={column.name} scope="col" className="py-1 pr-4 font-medium">
                    {column.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {day}
                  </th>
                  {series.map((s) => (
                    <td key={s.name} className="py-1 pr-4">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                  {tableOnly.map((column) => (
                    <td key={column.name} className="py-1 pr-4">
                      {column.values[i]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
