import { Link } from 'react-router';
import type { HelpAdminArticleList } from '@crowdspark/shared/contracts/help-center';
import { paths } from '@/config/paths';
import { HelpArticleState } from '@/features/help-center/components/help-article-state';
import { ColumnHeadings } from '@/components/ui/page-blocks';

/** Every article, drafts included, each linking to its editor. */
export function HelpAdminArticleTable({ list }: { list: HelpAdminArticleList }) {
  const categoryTitle = new Map(list.categories.map((category) => [category.id, category.title]));
  return (
    // A region of its own that scrolls sideways on a phone, reachable by keyboard.
    <div
      role="region"
      aria-label="Help articles"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-border bg-card"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Help articles</caption>
        <thead className="border-b border-border text-muted-foreground">
          <ColumnHeadings cellClassName="px-4 py-3 font-medium" columns={['Title', 'Category', 'State', 'Last saved']} />
        </thead>
        <tbody className="divide-y divide-border">
          {list.articles.map((article) => (
            <tr key={article.id}>
              <td className="px-4 py-3">
                <Link to={paths.adminHelpArticle(article.id)} className="font-medium text-link hover:underline">
                  {article.title}
                </Link>
                <span className="block text-xs text-muted-foreground">/help-center/{article.id}</span>
              </td>
              <td className="px-4 py-3">{categoryTitle.get(article.categoryId) ?? article.categoryId}</td>
              <td className="px-4 py-3">
                <HelpArticleState state={article.state} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={article.updatedAt}>{new Date(article.updatedAt).toLocaleDateString()}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
