import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from '@/features/admin/components/sparkline';

describe('Sparkline', () => {
  it('draws one point per day, scaled into its box, hidden from assistive technology', () => {
    const { container } = render(<Sparkline values={[0, 5, 10]} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('0.0,30.0 60.0,16.0 120.0,2.0');
  });
});
