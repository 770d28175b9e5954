import { Link } from 'react-router';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { CAMPAIGN_CATEGORIES } from '@/features/discovery/content/categories';
import { discoverListHref } from '@/features/discovery/lib/discover-href';

interface CategoryGridProps {
  headingId: string;
  title?: string;
  /** Live campaigns per category, when known (GET /api/discover). */
  counts?: ReadonlyMap<CategorySlug, number>;
}

/** Category tiles; each opens that category's list of live campaigns on /discover. */
export function CategoryGrid({ headingId, title = 'Browse by category', counts }: CategoryGridProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CAMPAIGN_CATEGORIES.map(({ slug, name, description, icon: Icon }) => {
          const count = counts?.get(slug);
          return (
            <li key={slug}>
              <Link
                to={discoverListHref({ category: slug })}
                className="group flex h-full flex-col rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-primary-soft/60"
              >
                <Icon aria-hidden="true" className="size-6 text-link" />
                <span className="mt-3 font-semibold text-foreground">{name}</span>
                <span className="mt-1 text-sm leading-5 text-muted-foreground">{description}</span>
                {count !== undefined ? (
                  <span className="mt-2 text-xs font-medium text-muted-foreground">
                    {count === 1 ? '1 live campaign' : `${count} live campaigns`}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
