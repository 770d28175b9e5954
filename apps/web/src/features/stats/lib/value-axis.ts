import { scaleLinear } from '@visx/scale';

/**
 * The value axis: from 0 to a "nice" top at or above `max`, with at most three labels, each a
 * whole multiple of `unit`, so no two read the same once formatted (a top of 1 gets 0 and 1, not
 * 0, 0.5 and 1 shown as "0, 1, 1").
 */
export function valueAxis(max: number, unit: number): { top: number; ticks: number[] } {
  const units = scaleLinear<number>({ domain: [0, Math.max(1, Math.ceil(max / unit))], nice: 2 });
  const ticks = units
    .ticks(2)
    .filter((tick) => Number.isInteger(tick))
    .map((tick) => tick * unit);
  return { top: (units.domain()[1] ?? 1) * unit, ticks };
}
