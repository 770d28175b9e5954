import type { HelpArticle } from '@/features/help-center/content/help-types';

export const BACKING_ARTICLES: HelpArticle[] = [
  {
    id: 'how-pledging-works',
    title: 'How pledging works',
    category: 'backing',
    summary: 'Choose a reward or pledge any amount, pay from your wallet or by card, and follow the project.',
    body: [
      {
        kind: 'paragraph',
        text: 'A pledge is your promise to support a campaign. You choose a reward tier (or pledge without a reward), confirm the amount and pay from your wallet balance. If your balance is short, checkout collects the difference.',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Open the campaign and choose a reward tier, or enter an amount with no reward.',
          'Review the total. Any fees are shown before you confirm.',
          'Confirm. Your pledge appears on the campaign and in your wallet history.',
        ],
      },
      { kind: 'heading', text: 'Where your money goes' },
      {
        kind: 'paragraph',
        text: 'For all-or-nothing campaigns, your pledge is held in escrow until the campaign ends. It is released to the creator only if the goal is reached. For keep-it-all campaigns, funds are paid to the creator when the campaign ends, whatever the total.',
      },
      {
        kind: 'tip',
        text: 'Reward tiers with a quantity limit can sell out. A sold-out tier cannot be chosen, but you can still pledge without a reward.',
      },
    ],
  },
  {
    id: 'change-or-cancel-a-pledge',
    title: 'Changing or cancelling a pledge',
    category: 'backing',
    summary: 'You can change or cancel a pledge to an all-or-nothing campaign while it is live.',
    body: [
      {
        kind: 'paragraph',
        text: 'While an all-or-nothing campaign is still live, you can raise, lower or cancel your pledge, or switch to another reward tier. A cancelled pledge returns to your wallet straight away.',
      },
      {
        kind: 'paragraph',
        text: 'Pledges to keep-it-all campaigns cannot be cancelled once made, because the creator may start spending the money when the campaign ends. Please read the funding model on the campaign page before you pledge.',
      },
      {
        kind: 'paragraph',
        text: 'Once a campaign has ended, pledges are final. Questions about a reward after that point go to the creator through Messages.',
      },
    ],
  },
  {
    id: 'refunds-when-a-campaign-fails',
    title: 'Refunds when a campaign does not reach its goal',
    category: 'backing',
    summary: 'Pledges to unsuccessful all-or-nothing campaigns return to your wallet automatically.',
    body: [
      {
        kind: 'paragraph',
        text: 'If an all-or-nothing campaign ends below its goal, or its creator cancels it, every pledge is returned in full to the backers’ wallets. No fee is charged on returned pledges.',
      },
      {
        kind: 'paragraph',
        text: 'Money in your wallet can back another campaign or be withdrawn to your bank account at any time.',
      },
      { kind: 'heading', text: 'If a campaign is suspended' },
      {
        kind: 'paragraph',
        text: 'When our trust and safety team suspends a campaign, its pledges are frozen while we investigate. If the campaign is not restored, pledges are returned to backers’ wallets.',
      },
    ],
  },
];
