import type { HelpArticle } from '@/features/help-center/content/help-types';

export const GETTING_STARTED_ARTICLES: HelpArticle[] = [
  {
    id: 'what-is-crowdspark',
    title: 'What is Crowdspark?',
    category: 'getting-started',
    summary: 'A crowdfunding platform where creators raise money for projects and backers support them safely.',
    body: [
      {
        kind: 'paragraph',
        text: 'Crowdspark helps creators fund new projects (products, films, games, books, community causes) with pledges from people who want to see them happen. Backers can follow creators, save campaigns and get updates as work progresses.',
      },
      { kind: 'heading', text: 'What makes it different' },
      {
        kind: 'list',
        items: [
          'One clear fee: 5% of the funds raised (3% for Pro subscribers), shown before anyone pays.',
          'Pledges to all-or-nothing campaigns are held in escrow and only released when the goal is met.',
          'If a campaign does not reach its goal, every pledge returns to the backer’s wallet automatically.',
          'Campaign pages show the funding model, the amount raised, backers and days left in plain numbers.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'You can browse, search and read campaigns without an account. You need an account to back a campaign, start one, follow creators or send messages.',
      },
    ],
  },
  {
    id: 'find-campaigns',
    title: 'Finding campaigns you care about',
    category: 'getting-started',
    summary: 'Use the feed, Discover, search and following to find projects worth backing.',
    body: [
      { kind: 'paragraph', text: 'There are four ways to find campaigns:' },
      {
        kind: 'list',
        items: [
          'Feed: the newest and fastest-growing campaigns and creator updates.',
          'Discover: browse by category, staff picks, campaigns ending soon and those close to their goal.',
          'Search: look up campaigns and people by name, topic or tag. Your search is kept in the address bar, so you can bookmark or share it.',
          'Following: campaigns and updates from creators you follow, once you have an account.',
        ],
      },
      { kind: 'tip', text: 'Save a campaign to get a reminder 48 hours before it ends.' },
    ],
  },
];
