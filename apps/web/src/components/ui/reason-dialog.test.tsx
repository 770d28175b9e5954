import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '@/components/ui/reason-dialog';

describe('ReasonDialog', () => {
  it('asks for a reason before acting, passes it on, and shows a refusal without closing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('You cannot disable your own account.'))
      .mockResolvedValue(undefined);
    render(
      <ReasonDialog
        triggerLabel="Disable account"
        title="Disable Ada?"
        description="They are signed out at once."
        confirmLabel="Disable"
        destructive
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Ada?' });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason: it is written to the audit log.');

    await user.type(screen.getByLabelText('Reason (written to the audit log)'), '  Card testing  ');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Card testing');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot disable your own account.');
    expect(dialog).toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });
});
