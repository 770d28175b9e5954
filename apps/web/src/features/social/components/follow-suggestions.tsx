import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFollowSuggestions } from '@/features/social/api/get-follow-suggestions';
import { FollowButton } from '@/features/social/components/follow-button';

/** Creators with live campaigns the reader does not follow yet, each with a Follow button (/following with no follows). */
export function FollowSuggestions({ signInHref }: { signInHref: string }) {
  const query = useFollowSuggestions();
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError || query.data.items.length === 0)
    return (
      <p className="text-muted-foreground">No creators to suggest right now. Discover campaigns and follow their creators.</p>
    );
  return (
    <ul aria-label="Suggested creators" className="grid gap-4 sm:grid-cols-2">
      {query.data.items.map((creator) => (
        <li key={creator.id} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
          {creator.photoURL ? (
            <img src={creator.photoURL} alt="" className="size-12 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="size-12 rounded-full bg-muted" />
          )}
          <div className="min-w-0 flex-1">
            <Link to={paths.profile(creator.username)} className="font-semibold text-link hover:underline">
              {creator.displayName}
            </Link>
            <p className="text-sm text-muted-foreground">
              {creator.liveCampaigns === 1 ? '1 live campaign' : `${creator.liveCampaigns} live campaigns`}
            </p>
          </div>
          <FollowButton
            username={creator.username}
            displayName={creator.displayName}
            isAuthenticated
            signInHref={signInHref}
            size="sm"
          />
        </li>
      ))}
    </ul>
  );
}
