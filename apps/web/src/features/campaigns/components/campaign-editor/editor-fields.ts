/** Names and element ids of the editor's fields, keyed like the server's `fields` (`tiers.0.title`). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  blurb: 'Short blurb',
  category: 'Category',
  tags: 'Tags',
  location: 'Location',
  story: 'Story',
  risks: 'Risks and challenges',
  aboutCreator: 'About the creator',
  videoUrl: 'Video link',
  goal: 'Funding goal',
  currency: 'Currency',
  fundingModel: 'Funding model',
  durationDays: 'Duration',
  tiers: 'Rewards',
  faqs: 'FAQ',
};

export function labelOf(key: string): string {
  const [head, index, field] = key.split('.');
  const base = FIELD_LABELS[head ?? ''] ?? key;
  if (index === undefined) return base;
  const row = head === 'tiers' ? `Reward ${Number(index) + 1}` : head === 'faqs' ? `Question ${Number(index) + 1}` : base;
  return field ? `${row}: ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}` : row;
}

export const fieldId = (key: string) => `campaign-${key.replace(/\./g, '-')}`;
