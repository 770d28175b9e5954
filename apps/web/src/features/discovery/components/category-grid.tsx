import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CAMPAIGN_CATEGORIES } from '@/features/discovery/content/categories';

interface CategoryGridProps {
  headingId: string;
  title?: string;
}

/** Category shortcuts; each opens a search for that category until category pages exist. */
export function CategoryGrid({ headingId, title = 'Browse by category' }: CategoryGridProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CAMPAIGN_CATEGORIES.map(({ slug, name, description, icon: Icon }) => (
          <li key={slug}>
            <Link
              to={paths.search(name)}
              className="group flex h-full flex-col rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-primary-soft/60"
            >
              <Icon aria-hidden="true" className="size-6 text-link" />
              <span className="mt-3 font-semibold text-foreground">{name}</span>
              <span className="mt-1 text-sm leading-5 text-muted-foreground">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
