import { Link } from 'react-router';
import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFollowState } from '@/features/social/api/get-follow-state';
import { useToggleFollow } from '@/features/social/api/toggle-follow';

export interface FollowButtonProps {
  username: string;
  displayName: string;
  isAuthenticated: boolean;
  /** Where a signed-out reader goes (sign-in with a redirect back here). */
  signInHref: string;
  /** Show the follower count next to the button (profiles). */
  size?: 'sm' | 'md';
}

/**
 * Follow / Following toggle for a person. Signed out: a link to sign in (as the back-this panel).
 * The answer is optimistic (useToggleFollow rolls back with a toast on failure).
 */
export function FollowButton({ username, displayName, isAuthenticated, signInHref, size = 'md' }: FollowButtonProps) {
  const state = useFollowState(username);
  const toggle = useToggleFollow(username);
  if (!isAuthenticated)
    return (
      <Button asChild size={size} variant="primary">
        <Link to={signInHref} aria-label={`Sign in to follow ${displayName}`}>
          <UserPlus aria-hidden="true" />
          Follow
        </Link>
      </Button>
    );
  const following = state.data?.following ?? false;
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={following ? `Unfollow ${displayName}` : `Follow ${displayName}`}
      disabled={state.isPending}
      onClick={() => toggle.mutate(!following)}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
