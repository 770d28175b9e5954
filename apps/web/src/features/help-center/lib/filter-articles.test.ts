import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '@/features/help-center/content/help-articles';
import { HELP_CATEGORIES } from '@/features/help-center/content/help-categories';
import { findHelpArticle } from '@/features/help-center/lib/find-article';
import { filterHelpArticles } from '@/features/help-center/lib/filter-articles';

describe('help articles', () => {
  it('have unique URL-safe ids and every category has articles', () => {
    const ids = HELP_ARTICLES.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    for (const category of HELP_CATEGORIES) expect(HELP_ARTICLES.some((article) => article.category === category.id)).toBe(true);
  });

  it('finds an article by id and nothing for unknown ids', () => {
    expect(findHelpArticle('fees-explained')?.title).toBe('Fees, explained');
    expect(findHelpArticle('nope')).toBeUndefined();
  });

  it('filters on every word, case and accent blind, through titles, summaries and bodies', () => {
    expect(filterHelpArticles(HELP_ARTICLES, '')).toHaveLength(HELP_ARTICLES.length);
    expect(filterHelpArticles(HELP_ARTICLES, 'PASSWORD reset').map((article) => article.id)).toContain('reset-your-password');
    expect(filterHelpArticles(HELP_ARTICLES, 'escrow').length).toBeGreaterThan(0);
    expect(filterHelpArticles(HELP_ARTICLES, 'réfund wallet').map((article) => article.id)).toContain(
      'refunds-when-a-campaign-fails',
    );
    expect(filterHelpArticles(HELP_ARTICLES, 'zzzz')).toEqual([]);
  });
});
