import type { LucideIcon } from 'lucide-react';
import { BookOpen, Clapperboard, Cpu, Gamepad2, HandHeart, Music, Palette, Shirt, Sprout, UtensilsCrossed } from 'lucide-react';

export interface CampaignCategory {
  slug: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

export const CAMPAIGN_CATEGORIES: readonly CampaignCategory[] = [
  { slug: 'technology', name: 'Technology', description: 'Gadgets, apps and open hardware', icon: Cpu },
  { slug: 'games', name: 'Games', description: 'Video, board and tabletop games', icon: Gamepad2 },
  { slug: 'design', name: 'Design & art', description: 'Objects, prints and installations', icon: Palette },
  { slug: 'film', name: 'Film & video', description: 'Features, shorts and series', icon: Clapperboard },
  { slug: 'music', name: 'Music', description: 'Albums, tours and instruments', icon: Music },
  { slug: 'publishing', name: 'Publishing', description: 'Books, comics and zines', icon: BookOpen },
  { slug: 'fashion', name: 'Fashion', description: 'Clothing, shoes and accessories', icon: Shirt },
  { slug: 'food', name: 'Food & drink', description: 'Kitchens, farms and new flavours', icon: UtensilsCrossed },
  { slug: 'community', name: 'Community', description: 'Local causes and public spaces', icon: HandHeart },
  { slug: 'environment', name: 'Environment', description: 'Climate, nature and repair', icon: Sprout },
];
