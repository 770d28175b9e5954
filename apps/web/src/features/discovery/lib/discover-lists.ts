import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { CATEGORY_SLUGS } from '@crowdspark/shared/constants/categories';
import type { CampaignSort } from '@crowdspark/shared/contracts/campaign-listings';

/** The lists of /discover (mirrors DISCOVER_LISTS of the shared contract, without importing zod). */
export const DISCOVER_LIST_NAMES = ['trending', 'staff_picks', 'ending_soon', 'near_goal', 'new'] as const;
export type DiscoverListName = (typeof DISCOVER_LIST_NAMES)[number];

export const DISCOVER_LIST_INFO: Record<DiscoverListName, { title: string; description: string; sort: CampaignSort }> = {
  trending: { title: 'Trending', description: 'Ranked by pledges in the last 48 hours.', sort: 'trending' },
  staff_picks: {
    title: 'Staff picks',
    description: 'Chosen by our team for craft, clarity and honest risks.',
    sort: 'staff_picks',
  },
  ending_soon: { title: 'Ending soon', description: 'Last chance to back these before they close.', sort: 'ending_soon' },
  near_goal: {
    title: 'Near their goal',
    description: 'At least 80% funded: a few more backers could tip them over.',
    sort: 'near_goal',
  },
  new: { title: 'New', description: 'The campaigns that launched most recently.', sort: 'newest' },
};

/** Reads ?list and ?category; unknown values are ignored (the page falls back to the sections). */
export function parseDiscoverParams(params: URLSearchParams): { list: DiscoverListName | null; category: CategorySlug | null } {
  const list = params.get('list');
  const category = params.get('category');
  return {
    list: (DISCOVER_LIST_NAMES as readonly string[]).includes(list ?? '') ? (list as DiscoverListName) : null,
    category: (CATEGORY_SLUGS as readonly string[]).includes(category ?? '') ? (category as CategorySlug) : null,
  };
}
