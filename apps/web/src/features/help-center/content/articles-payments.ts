import type { HelpArticle } from '@/features/help-center/content/help-types';

export const PAYMENTS_ARTICLES: HelpArticle[] = [
  {
    id: 'fees-explained',
    title: 'Fees, explained',
    category: 'payments-and-wallet',
    summary: 'A 5% platform fee on funds paid out to creators, 3% with a Pro subscription. Nothing hidden.',
    body: [
      {
        kind: 'paragraph',
        text: 'Crowdspark charges creators a platform fee of 5% of the funds paid out. Creators with a Pro subscription pay 3%. The fee is shown before launch and on every payout statement.',
      },
      {
        kind: 'list',
        items: [
          'Backers pay no platform fee. The amount you pledge is the amount the campaign receives.',
          'No fee is charged on pledges returned when a campaign does not reach its goal.',
          'Topping up your wallet by card may include the card processor’s charge, which is shown at checkout before you pay.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'All amounts are stored in whole cents in the campaign’s currency, so totals never drift through rounding.',
      },
    ],
  },
  {
    id: 'your-wallet',
    title: 'Your wallet: top-ups, withdrawals and receipts',
    category: 'payments-and-wallet',
    summary: 'How your balance works, how to add money and how to withdraw it.',
    body: [
      {
        kind: 'paragraph',
        text: 'Your wallet holds money you can pledge: top-ups, returned pledges and, for creators, payouts from successful campaigns. Your balance can never go below zero.',
      },
      { kind: 'heading', text: 'Top up' },
      {
        kind: 'paragraph',
        text: 'Choose an amount and pay through our secure checkout. The balance updates as soon as the payment provider confirms the payment, usually within seconds.',
      },
      { kind: 'heading', text: 'Withdraw' },
      {
        kind: 'paragraph',
        text: 'Withdraw to your bank account at any time. Large withdrawals are reviewed by our team before they are sent, which can add up to two business days.',
      },
      { kind: 'heading', text: 'Receipts' },
      {
        kind: 'paragraph',
        text: 'Every top-up, pledge, refund and payout appears in your wallet history with a downloadable receipt.',
      },
    ],
  },
  {
    id: 'payment-still-processing',
    title: 'My payment says “still processing”',
    category: 'payments-and-wallet',
    summary: 'Why a payment can take a moment to confirm and what to do if it does not.',
    body: [
      {
        kind: 'paragraph',
        text: 'After checkout, we wait for the payment provider to confirm the payment before we credit your wallet or record your pledge. This usually takes a few seconds; the return page updates on its own.',
      },
      {
        kind: 'paragraph',
        text: 'If the payment is still processing after ten minutes, do not pay again. Check your wallet history, then contact us with the time of the payment so we can trace it. You will never be charged twice for the same checkout.',
      },
    ],
  },
];
