import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Globe, MapPin, UserRound } from 'lucide-react';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import type { PublicProfile } from '@crowdspark/shared/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePublicProfile } from '@/features/profiles/api/get-public-profile';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

function categoryName(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

function safeWebsite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

interface ProfileSlots {
  /** Beside the name: the Follow button (composed by the route from the social feature). */
  actions?: (profile: PublicProfile) => ReactNode;
  /** Below the profile: campaigns, backed campaigns, followers and following (composed by the route). */
  sections?: (profile: PublicProfile) => ReactNode;
}

function ProfileCard({ profile, actions, sections }: { profile: PublicProfile } & ProfileSlots) {
  const website = profile.website ? safeWebsite(profile.website) : null;
  const joined = new Date(profile.joinDate);
  return (
    <article className="grid gap-6">
      <div className="flex flex-wrap items-center gap-5">
        {profile.photoURL ? (
          <img src={profile.photoURL} alt="" className="size-24 rounded-full border border-border object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 items-center justify-center rounded-full bg-primary-soft text-3xl font-semibold text-primary-soft-foreground"
          >
            {initials(profile.displayName)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{profile.displayName}</h1>
          <p className="text-lg text-muted-foreground">@{profile.username}</p>
        </div>
        {actions ? <div className="ml-auto">{actions(profile)}</div> : null}
      </div>
      <dl className="flex flex-wrap gap-6 text-sm">
        {(
          [
            ['Followers', 'follower-count', profile.followerCount],
            ['Following', 'following-count', profile.followingCount],
          ] as const
        ).map(([label, testId, count]) => (
          <div key={testId}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold" data-testid={testId}>
              {count}
            </dd>
          </div>
        ))}
      </dl>
      {profile.bio ? <p className="leading-7 whitespace-pre-line">{profile.bio}</p> : null}
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        {profile.location ? (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {profile.location}
          </li>
        ) : null}
        {website ? (
          <li className="flex items-center gap-1.5">
            <Globe aria-hidden="true" className="size-4" />
            <a href={website} rel="nofollow noopener noreferrer ugc" target="_blank" className="text-link hover:underline">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
        ) : null}
        {Number.isNaN(joined.getTime()) ? null : (
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            Joined {joined.toLocaleDateString(undefined, { year: 'numeric', month: 'long' })}
          </li>
        )}
      </ul>
      {profile.interests.length > 0 ? (
        <section aria-labelledby="interests-heading">
          <h2 id="interests-heading" className="font-semibold">
            Interests
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.interests.map((slug) => (
              <li key={slug} className="rounded-full bg-muted px-3 py-1 text-sm">
                {categoryName(slug)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections ? sections(profile) : null}
    </article>
  );
}

/** /profile/{username}: the public profile, or a not-found state on 404. */
export function PublicProfileView({ username, actions, sections }: { username: string } & ProfileSlots) {
  const query = usePublicProfile(username);
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <h1 className="sr-only">@{username}</h1>
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <>
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">Profile not found</h1>
          <EmptyState
            icon={UserRound}
            title={`No one uses the username @${username}`}
            className="mt-10"
            actions={
              <Button asChild variant="secondary">
                <Link to={paths.discover}>Discover campaigns</Link>
              </Button>
            }
          >
            <p>Check the spelling, or the person may have changed their username or deleted their account.</p>
          </EmptyState>
        </>
      );
    return (
      <>
        <h1 className="text-3xl font-bold tracking-tight">@{username}</h1>
        <Alert variant="destructive" role="alert" className="mt-6">
          This profile could not be loaded. Please try again later.
        </Alert>
      </>
    );
  }
  return <ProfileCard profile={query.data} {...(actions ? { actions } : {})} {...(sections ? { sections } : {})} />;
}
