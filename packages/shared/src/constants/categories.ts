/** The fixed category list: campaign categories and the interests a user can pick in settings. */
export const CATEGORIES = [
  { slug: 'technology', name: 'Technology', description: 'Gadgets, apps and open hardware' },
  { slug: 'games', name: 'Games', description: 'Video, board and tabletop games' },
  { slug: 'design', name: 'Design & art', description: 'Objects, prints and installations' },
  { slug: 'film', name: 'Film & video', description: 'Features, shorts and series' },
  { slug: 'music', name: 'Music', description: 'Albums, tours and instruments' },
  { slug: 'publishing', name: 'Publishing', description: 'Books, comics and zines' },
  { slug: 'fashion', name: 'Fashion', description: 'Clothing, shoes and accessories' },
  { slug: 'food', name: 'Food & drink', description: 'Kitchens, farms and new flavours' },
  { slug: 'community', name: 'Community', description: 'Local causes and public spaces' },
  { slug: 'environment', name: 'Environment', description: 'Climate, nature and repair' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as unknown as readonly [CategorySlug, ...CategorySlug[]];
