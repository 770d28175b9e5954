import type { LucideIcon } from 'lucide-react';
import { BookOpen, Clapperboard, Cpu, Gamepad2, HandHeart, Music, Palette, Shirt, Sprout, UtensilsCrossed } from 'lucide-react';
import { CATEGORIES, type CategorySlug } from '@crowdspark/shared/constants/categories';

export interface CampaignCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  icon: LucideIcon;
}

/** The web's icon for each category of the shared list (the Record makes a missing icon a type error). */
const CATEGORY_ICONS: Record<CategorySlug, LucideIcon> = {
  technology: Cpu,
  games: Gamepad2,
  design: Palette,
  film: Clapperboard,
  music: Music,
  publishing: BookOpen,
  fashion: Shirt,
  food: UtensilsCrossed,
  community: HandHeart,
  environment: Sprout,
};

/** The shared category list (names and descriptions from packages/shared) with web icons. */
export const CAMPAIGN_CATEGORIES: readonly CampaignCategory[] = CATEGORIES.map((category) => ({
  ...category,
  icon: CATEGORY_ICONS[category.slug],
}));
