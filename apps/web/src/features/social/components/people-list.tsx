import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { NextPageButton } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { usePeople } from '@/features/social/api/get-people';
import type { PeopleSide } from '@/features/social/api/get-people';

/** A profile's followers or following, newest first, with "Load more" (cursor pages). */
export function PeopleList({ username, side }: { username: string; side: PeopleSide }) {
  const query = usePeople(username, side);
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        This list could not be loaded. {query.error.message}
      </p>
    );
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0)
    return (
      <p className="text-sm text-muted-foreground">{side === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</p>
    );
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {people.map((person) => (
          <li key={person.id} className="flex items-center gap-3">
            {person.photoURL ? (
              <img src={person.photoURL} alt="" className="size-9 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="size-9 rounded-full bg-muted" />
            )}
            <Link to={paths.profile(person.username)} className="font-medium text-link hover:underline">
              {person.displayName}
            </Link>
            <span className="text-sm text-muted-foreground">@{person.username}</span>
          </li>
        ))}
      </ul>
      <NextPageButton query={query} variant="secondary" size="sm" className="w-fit" />
    </div>
  );
}
