import type { HelpArticle } from '@/features/help-center/content/help-types';
import { ACCOUNT_ARTICLES } from '@/features/help-center/content/articles-account';
import { BACKING_ARTICLES } from '@/features/help-center/content/articles-backing';
import { CREATING_ARTICLES } from '@/features/help-center/content/articles-creating';
import { GETTING_STARTED_ARTICLES } from '@/features/help-center/content/articles-getting-started';
import { PAYMENTS_ARTICLES } from '@/features/help-center/content/articles-payments';

/**
 * The help centre's articles. They ship with the app for now; the admins' article editor the
 * product asks for will move them to the server, keeping these ids as URLs.
 */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  ...GETTING_STARTED_ARTICLES,
  ...BACKING_ARTICLES,
  ...CREATING_ARTICLES,
  ...PAYMENTS_ARTICLES,
  ...ACCOUNT_ARTICLES,
];
