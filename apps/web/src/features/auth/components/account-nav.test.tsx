import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

describe('header account area', () => {
  afterEach(() => resetToasts());

  it('offers Sign in and Sign up when signed out', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated() });
    renderAppAt('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows the user menu with the account links, admin portal for admins only, and signs out', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/me': () => (signedIn ? jsonResponse(200, makeMe({ role: 'user' })) : unauthenticated()),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse(200, { success: true });
      },
    });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana Souza' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Profile',
      'Creator dashboard',
      'Wallet',
      'Memberships',
      'Messages',
      'Notifications',
      'Rewards',
      'Stats',
      'Saved',
      'Settings',
      'Sign out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile/ana');
    expect(within(menu).getByRole('menuitem', { name: 'Saved' })).toHaveAttribute('href', '/saved');

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('lists the admin portal for admins', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe({ role: 'admin' })) });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin portal' })).toHaveAttribute('href', '/admin/portal');
  });
});
