import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_IDS } from '@crowdspark/shared/constants/help-articles';
import { HELP_ARTICLES } from '@/features/help-center/content/help-articles';

describe('help article ids shared with the server', () => {
  it('lists exactly the articles the app ships, so the server answers 404 only for unknown ones', () => {
    expect([...HELP_ARTICLE_IDS].sort()).toEqual(HELP_ARTICLES.map((article) => article.id).sort());
  });
});
