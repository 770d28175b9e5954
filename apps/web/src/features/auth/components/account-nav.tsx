import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { accountLinks } from '@/features/auth/lib/account-links';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground outline-none select-none data-[highlighted]:bg-muted';

function useSignOutAndLeave() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    if (await signOut()) void navigate(paths.home);
  };
}

/**
 * Header account area: Sign in / Sign up, or the user menu. The menu is a Radix DropdownMenu with
 * modal={false}: the modal variant's scroll lock injects a <style> element that the CSP
 * (style-src 'self') refuses; the non-modal one only sets styles through the CSSOM, which CSP allows.
 */
export function AccountNav() {
  const { user, isAdmin, loading } = useAuth();
  const signOutAndLeave = useSignOutAndLeave();
  if (loading) return <span className="size-9" aria-hidden="true" />;
  if (!user)
    return (
      <>
        <Button asChild variant="ghost">
          <Link to={paths.signIn}>Sign in</Link>
        </Button>
        <Button asChild>
          <Link to={paths.signUp}>Sign up</Link>
        </Button>
      </>
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${user.displayName}`}>
          <UserAvatar name={user.displayName} src={user.photoURL} className="size-8" />
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold">{user.displayName}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {accountLinks(user.username, isAdmin).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOutAndLeave()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same destinations inside the mobile menu, as a plain list. */
export function MobileAccountNav() {
  const { user, isAdmin, loading } = useAuth();
  const signOutAndLeave = useSignOutAndLeave();
  if (loading) return null;
  if (!user)
    return (
      <div className="grid gap-2 border-t border-border pt-5 sm:grid-cols-2">
        <Button asChild variant="primary" size="lg">
          <Link to={paths.signUp}>Sign up</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link to={paths.signIn}>Sign in</Link>
        </Button>
      </div>
    );
  return (
    <nav aria-label="Account" className="grid gap-3 border-t border-border pt-5">
      <div className="flex items-center gap-3 px-3">
        <UserAvatar name={user.displayName} src={user.photoURL} />
        <div className="min-w-0">
          <p className="font-semibold">{user.displayName}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <ul className="grid gap-1">
        {accountLinks(user.username, isAdmin).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-muted">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="lg" onClick={() => void signOutAndLeave()}>
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </nav>
  );
}
