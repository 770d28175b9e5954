import type { ChartSeries } from '@/features/stats/components/time-series-chart';

export type SeriesLook = Pick<ChartSeries, 'kind' | 'className' | 'swatchClassName'>;

// Every chart of /stats draws its series in these few looks, so a measure keeps its colour from
// section to section. Whole class names, as Tailwind finds only those.
export const BARS: SeriesLook = { kind: 'bar', className: 'fill-primary', swatchClassName: 'bg-primary' };
export const SOFT_BARS: SeriesLook = { kind: 'bar', className: 'fill-primary/70', swatchClassName: 'bg-primary/70' };
export const FOREGROUND_LINE: SeriesLook = { kind: 'line', className: 'stroke-foreground', swatchClassName: 'bg-foreground' };
export const DESTRUCTIVE_LINE: SeriesLook = { kind: 'line', className: 'stroke-destructive', swatchClassName: 'bg-destructive' };
export const PRIMARY_LINE: SeriesLook = { kind: 'line', className: 'stroke-primary', swatchClassName: 'bg-primary' };
