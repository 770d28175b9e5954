import type { HelpArticle } from '@/features/help-center/content/help-types';

export const CREATING_ARTICLES: HelpArticle[] = [
  {
    id: 'launch-checklist',
    title: 'Your campaign launch checklist',
    category: 'creating',
    summary: 'Everything a campaign needs before you press Launch.',
    body: [
      {
        kind: 'paragraph',
        text: 'You can save a draft at any time. To launch, you need a verified email address and a campaign with:',
      },
      {
        kind: 'list',
        items: [
          'A clear title and a one-sentence blurb.',
          'A story that explains what you are making, who you are, how you will spend the money and what could go wrong.',
          'A category, a cover image and, if you like, a gallery and a video link.',
          'A goal amount and a funding model (all-or-nothing or keep-it-all).',
          'An end date between 1 and 60 days after launch.',
          'At least one reward tier, or a note that the campaign has none.',
        ],
      },
      {
        kind: 'tip',
        text: 'Campaigns with an honest risks section and a realistic delivery date earn more trust, and more pledges.',
      },
    ],
  },
  {
    id: 'choose-a-funding-model',
    title: 'All-or-nothing or keep-it-all?',
    category: 'creating',
    summary: 'How the two funding models differ and which one fits your project.',
    body: [
      { kind: 'heading', text: 'All-or-nothing' },
      {
        kind: 'paragraph',
        text: 'Pledges are held in escrow. If you reach your goal by the end date, the total (less fees) is paid out to you. If not, all pledges return to backers. Choose this when you cannot deliver without the full amount, such as a minimum manufacturing run.',
      },
      { kind: 'heading', text: 'Keep-it-all' },
      {
        kind: 'paragraph',
        text: 'You receive whatever you raise when the campaign ends, even below the goal. Choose this when every contribution helps, for example a community garden or an ongoing cause. You still owe backers the rewards you promised.',
      },
      { kind: 'paragraph', text: 'The funding model is shown on your campaign page and cannot be changed after launch.' },
    ],
  },
  {
    id: 'reward-tiers',
    title: 'Designing reward tiers',
    category: 'creating',
    summary: 'Set minimum pledges, quantity limits and honest delivery estimates.',
    body: [
      {
        kind: 'paragraph',
        text: 'Each reward tier has a title, a description, a minimum pledge, an optional quantity limit and an estimated delivery month.',
      },
      {
        kind: 'list',
        items: [
          'Price tiers to cover production, shipping and fees.',
          'Use quantity limits for anything you can only make a few of.',
          'Give a delivery estimate you are confident in, and post an update if it changes.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Collaborators you invite can edit the campaign and post updates, but only the owner can cancel the campaign or receive funds.',
      },
    ],
  },
];
