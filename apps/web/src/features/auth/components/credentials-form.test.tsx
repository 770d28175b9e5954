import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CredentialsForm } from '@/features/auth/components/credentials-form';

describe('<CredentialsForm />', () => {
  it('checks the fields and says plainly that nothing was sent', async () => {
    const user = userEvent.setup();
    render(
      <CredentialsForm id="sign-up" fields={['displayName', 'email', 'password']} submitLabel="Create account" newPassword />,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(/Please enter the name people will see\./);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 6 characters\./);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Display name'), 'Ana');
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Nothing was sent\..*Accounts arrive in the next release/);
  });
});
