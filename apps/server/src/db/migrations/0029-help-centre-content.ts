/**
 * The help centre as it shipped inside the web app before decision 0036, converted to Markdown
 * (a tip became a quote starting with **Tip:**). Inserted once, published, by migration 0029: the
 * same articles keep the same addresses. Never edited afterwards: admins edit the rows.
 */
export const HELP_CATEGORIES_0029 = [
  {
    id: 'getting-started',
    title: 'Getting started',
    description: 'What Crowdspark is and how to find your way around.',
  },
  {
    id: 'backing',
    title: 'Backing',
    description: 'Pledging, rewards, changing your mind and refunds.',
  },
  {
    id: 'creating',
    title: 'Creating',
    description: 'Planning, launching and running a campaign.',
  },
  {
    id: 'payments-and-wallet',
    title: 'Payments & wallet',
    description: 'Fees, your wallet, top-ups, payouts and receipts.',
  },
  {
    id: 'account-and-security',
    title: 'Account & security',
    description: 'Signing in, verification, passwords and privacy.',
  },
];

export const HELP_ARTICLES_0029 = [
  {
    id: 'what-is-crowdspark',
    categoryId: 'getting-started',
    title: 'What is Crowdspark?',
    summary: 'A crowdfunding platform where creators raise money for projects and backers support them safely.',
    source:
      'Crowdspark helps creators fund new projects (products, films, games, books, community causes) with pledges from people who want to see them happen. Backers can follow creators, save campaigns and get updates as work progresses.\n\n## What makes it different\n\n- One clear fee: 5% of the funds raised (3% for Pro subscribers), shown before anyone pays.\n- Pledges to all-or-nothing campaigns are held in escrow and only released when the goal is met.\n- If a campaign does not reach its goal, every pledge returns to the backer’s wallet automatically.\n- Campaign pages show the funding model, the amount raised, backers and days left in plain numbers.\n\nYou can browse, search and read campaigns without an account. You need an account to back a campaign, start one, follow creators or send messages.',
  },
  {
    id: 'find-campaigns',
    categoryId: 'getting-started',
    title: 'Finding campaigns you care about',
    summary: 'Use the feed, Discover, search and following to find projects worth backing.',
    source:
      'There are four ways to find campaigns:\n\n- Feed: the newest and fastest-growing campaigns and creator updates.\n- Discover: browse by category, staff picks, campaigns ending soon and those close to their goal.\n- Search: look up campaigns and people by name, topic or tag. Your search is kept in the address bar, so you can bookmark or share it.\n- Following: campaigns and updates from creators you follow, once you have an account.\n\n> **Tip:** Save a campaign to get a reminder 48 hours before it ends.',
  },
  {
    id: 'how-pledging-works',
    categoryId: 'backing',
    title: 'How pledging works',
    summary: 'Choose a reward or pledge any amount, pay from your wallet or by card, and follow the project.',
    source:
      'A pledge is your promise to support a campaign. You choose a reward tier (or pledge without a reward), confirm the amount and pay from your wallet balance. If your balance is short, checkout collects the difference.\n\n1. Open the campaign and choose a reward tier, or enter an amount with no reward.\n2. Review the total. Any fees are shown before you confirm.\n3. Confirm. Your pledge appears on the campaign and in your wallet history.\n\n## Where your money goes\n\nFor all-or-nothing campaigns, your pledge is held in escrow until the campaign ends. It is released to the creator only if the goal is reached. For keep-it-all campaigns, funds are paid to the creator when the campaign ends, whatever the total.\n\n> **Tip:** Reward tiers with a quantity limit can sell out. A sold-out tier cannot be chosen, but you can still pledge without a reward.',
  },
  {
    id: 'change-or-cancel-a-pledge',
    categoryId: 'backing',
    title: 'Changing or cancelling a pledge',
    summary: 'You can change or cancel a pledge to an all-or-nothing campaign while it is live.',
    source:
      'While an all-or-nothing campaign is still live, you can raise, lower or cancel your pledge, or switch to another reward tier. A cancelled pledge returns to your wallet straight away.\n\nPledges to keep-it-all campaigns cannot be cancelled once made, because the creator may start spending the money when the campaign ends. Please read the funding model on the campaign page before you pledge.\n\nOnce a campaign has ended, pledges are final. Questions about a reward after that point go to the creator through Messages.',
  },
  {
    id: 'refunds-when-a-campaign-fails',
    categoryId: 'backing',
    title: 'Refunds when a campaign does not reach its goal',
    summary: 'Pledges to unsuccessful all-or-nothing campaigns return to your wallet automatically.',
    source:
      'If an all-or-nothing campaign ends below its goal, or its creator cancels it, every pledge is returned in full to the backers’ wallets. No fee is charged on returned pledges.\n\nMoney in your wallet can back another campaign or be withdrawn to your bank account at any time.\n\n## If a campaign is suspended\n\nWhen our trust and safety team suspends a campaign, its pledges are frozen while we investigate. If the campaign is not restored, pledges are returned to backers’ wallets.',
  },
  {
    id: 'launch-checklist',
    categoryId: 'creating',
    title: 'Your campaign launch checklist',
    summary: 'Everything a campaign needs before you press Launch.',
    source:
      'You can save a draft at any time. To launch, you need a verified email address and a campaign with:\n\n- A clear title and a one-sentence blurb.\n- A story that explains what you are making, who you are, how you will spend the money and what could go wrong.\n- A category, a cover image and, if you like, a gallery and a video link.\n- A goal amount and a funding model (all-or-nothing or keep-it-all).\n- An end date between 1 and 60 days after launch.\n- At least one reward tier, or a note that the campaign has none.\n\n> **Tip:** Campaigns with an honest risks section and a realistic delivery date earn more trust, and more pledges.',
  },
  {
    id: 'choose-a-funding-model',
    categoryId: 'creating',
    title: 'All-or-nothing or keep-it-all?',
    summary: 'How the two funding models differ and which one fits your project.',
    source:
      '## All-or-nothing\n\nPledges are held in escrow. If you reach your goal by the end date, the total (less fees) is paid out to you. If not, all pledges return to backers. Choose this when you cannot deliver without the full amount, such as a minimum manufacturing run.\n\n## Keep-it-all\n\nYou receive whatever you raise when the campaign ends, even below the goal. Choose this when every contribution helps, for example a community garden or an ongoing cause. You still owe backers the rewards you promised.\n\nThe funding model is shown on your campaign page and cannot be changed after launch.',
  },
  {
    id: 'reward-tiers',
    categoryId: 'creating',
    title: 'Designing reward tiers',
    summary: 'Set minimum pledges, quantity limits and honest delivery estimates.',
    source:
      'Each reward tier has a title, a description, a minimum pledge, an optional quantity limit and an estimated delivery month.\n\n- Price tiers to cover production, shipping and fees.\n- Use quantity limits for anything you can only make a few of.\n- Give a delivery estimate you are confident in, and post an update if it changes.\n\nCollaborators you invite can edit the campaign and post updates, but only the owner can cancel the campaign or receive funds.',
  },
  {
    id: 'fees-explained',
    categoryId: 'payments-and-wallet',
    title: 'Fees, explained',
    summary: 'A 5% platform fee on funds paid out to creators, 3% with a Pro subscription. Nothing hidden.',
    source:
      'Crowdspark charges creators a platform fee of 5% of the funds paid out. Creators with a Pro subscription pay 3%. The fee is shown before launch and on every payout statement.\n\n- Backers pay no platform fee. The amount you pledge is the amount the campaign receives.\n- No fee is charged on pledges returned when a campaign does not reach its goal.\n- Topping up your wallet by card may include the card processor’s charge, which is shown at checkout before you pay.\n\nAll amounts are stored in whole cents in the campaign’s currency, so totals never drift through rounding.',
  },
  {
    id: 'your-wallet',
    categoryId: 'payments-and-wallet',
    title: 'Your wallet: top-ups, withdrawals and receipts',
    summary: 'How your balance works, how to add money and how to withdraw it.',
    source:
      'Your wallet holds money you can pledge: top-ups, returned pledges and, for creators, payouts from successful campaigns. Your balance can never go below zero.\n\n## Top up\n\nChoose an amount and pay through our secure checkout. The balance updates as soon as the payment provider confirms the payment, usually within seconds.\n\n## Withdraw\n\nWithdraw to your bank account at any time. Large withdrawals are reviewed by our team before they are sent, which can add up to two business days.\n\n## Receipts\n\nEvery top-up, pledge, refund and payout appears in your wallet history with a downloadable receipt.',
  },
  {
    id: 'payment-still-processing',
    categoryId: 'payments-and-wallet',
    title: 'My payment says “still processing”',
    summary: 'Why a payment can take a moment to confirm and what to do if it does not.',
    source:
      'After checkout, we wait for the payment provider to confirm the payment before we credit your wallet or record your pledge. This usually takes a few seconds; the return page updates on its own.\n\nIf the payment is still processing after ten minutes, do not pay again. Check your wallet history, then contact us with the time of the payment so we can trace it. You will never be charged twice for the same checkout.',
  },
  {
    id: 'verify-your-email',
    categoryId: 'account-and-security',
    title: 'Verifying your email address',
    summary: 'Why we ask you to verify, and what to do if the email does not arrive.',
    source:
      'We send a verification link when you sign up. Verifying proves the address is yours and is required to launch a campaign or buy promotions.\n\n- Check your spam or promotions folder for a message from Crowdspark.\n- Links expire after a while for your safety; you can request a new one from the verification page.\n- If you change your email address, you will be asked to verify the new one.',
  },
  {
    id: 'reset-your-password',
    categoryId: 'account-and-security',
    title: 'Resetting a forgotten password',
    summary: 'Request a reset link by email. Links work once and expire after one hour.',
    source:
      'On the sign-in page, choose “Forgot password?” and enter your email address. If an account exists for it, we email a reset link.\n\nThe link works once and expires after one hour. Setting a new password signs you out on every other device, so anyone who knew the old password loses access.',
  },
  {
    id: 'keep-your-account-secure',
    categoryId: 'account-and-security',
    title: 'Keeping your account secure',
    summary: 'Good habits, and how to see and end your active sessions.',
    source:
      '- Use a password you do not use anywhere else, or sign in with Google.\n- Review your active sessions in Settings and sign out of any you do not recognise.\n- Crowdspark staff will never ask for your password or card details by email or message.\n- Report suspicious messages or campaigns from the menu on the message or campaign page.\n\nAfter repeated failed sign-in attempts we pause further attempts for a short time to protect your account.',
  },
];
