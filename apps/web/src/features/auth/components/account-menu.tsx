import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { accountLinks } from '@/features/auth/lib/account-links';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground outline-none select-none data-[highlighted]:bg-muted';

interface AccountMenuProps {
  user: SessionUser;
  isAdmin: boolean;
  onSignOut: () => void;
}

/**
 * The signed-in user menu in the header, loaded on its own (only signed-in visitors need Radix
 * DropdownMenu and its positioning code). A DropdownMenu with modal={false}: the modal variant's
 * scroll lock injects a <style> element that the CSP (style-src 'self') refuses; the non-modal one
 * only sets styles through the CSSOM, which CSP allows.
 */
export default function AccountMenu({ user, isAdmin, onSignOut }: AccountMenuProps) {
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
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
