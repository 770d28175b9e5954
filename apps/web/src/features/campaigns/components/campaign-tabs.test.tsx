import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CampaignTabs } from '@/features/campaigns/components/campaign-tabs';

function Harness() {
  const [selected, setSelected] = useState<'campaign' | 'money'>('campaign');
  return (
    <CampaignTabs
      label="Campaign information"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { value: 'campaign', label: 'Campaign', content: <p>The story</p> },
        { value: 'money', label: 'Money', content: <p>The money trail</p> },
      ]}
    />
  );
}

describe('<CampaignTabs />', () => {
  it('shows only the selected panel, named by its tab, with the selected tab alone in the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Campaign information' })).toBeInTheDocument();
    const campaign = screen.getByRole('tab', { name: 'Campaign' });
    const money = screen.getByRole('tab', { name: 'Money' });
    expect(campaign).toHaveAttribute('aria-selected', 'true');
    expect(money).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Campaign' })).toHaveTextContent('The story');
    expect(screen.queryByText('The money trail')).not.toBeInTheDocument();

    await user.click(money);
    expect(money).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Money' })).toHaveTextContent('The money trail');
    expect(screen.queryByText('The story')).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, Home and End, keeping focus on the selected tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Money' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Money' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Money' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Campaign' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Campaign' })).toBeInTheDocument();
  });
});
