import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { accountLinks } from '@/features/auth/lib/account-links';

const AccountMenu = lazy(() => import('@/features/auth/components/account-menu'));

function useSignOutAndLeave() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    if (await signOut()) void navigate(paths.home);
  };
}

/**
 * Header account area: Sign in / Sign up, or the user menu. The menu's code loads only for a
 * signed-in visitor, so the signed-out first load carries no menu library.
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
    <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
      <AccountMenu user={user} isAdmin={isAdmin} onSignOut={() => void signOutAndLeave()} />
    </Suspense>
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
