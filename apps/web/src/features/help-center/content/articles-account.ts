import type { HelpArticle } from '@/features/help-center/content/help-types';

export const ACCOUNT_ARTICLES: HelpArticle[] = [
  {
    id: 'verify-your-email',
    title: 'Verifying your email address',
    category: 'account-and-security',
    summary: 'Why we ask you to verify, and what to do if the email does not arrive.',
    body: [
      {
        kind: 'paragraph',
        text: 'We send a verification link when you sign up. Verifying proves the address is yours and is required to launch a campaign or buy promotions.',
      },
      {
        kind: 'list',
        items: [
          'Check your spam or promotions folder for a message from Crowdspark.',
          'Links expire after a while for your safety; you can request a new one from the verification page.',
          'If you change your email address, you will be asked to verify the new one.',
        ],
      },
    ],
  },
  {
    id: 'reset-your-password',
    title: 'Resetting a forgotten password',
    category: 'account-and-security',
    summary: 'Request a reset link by email. Links work once and expire after one hour.',
    body: [
      {
        kind: 'paragraph',
        text: 'On the sign-in page, choose “Forgot password?” and enter your email address. If an account exists for it, we email a reset link.',
      },
      {
        kind: 'paragraph',
        text: 'The link works once and expires after one hour. Setting a new password signs you out on every other device, so anyone who knew the old password loses access.',
      },
    ],
  },
  {
    id: 'keep-your-account-secure',
    title: 'Keeping your account secure',
    category: 'account-and-security',
    summary: 'Good habits, and how to see and end your active sessions.',
    body: [
      {
        kind: 'list',
        items: [
          'Use a password you do not use anywhere else, or sign in with Google.',
          'Review your active sessions in Settings and sign out of any you do not recognise.',
          'Crowdspark staff will never ask for your password or card details by email or message.',
          'Report suspicious messages or campaigns from the menu on the message or campaign page.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'After repeated failed sign-in attempts we pause further attempts for a short time to protect your account.',
      },
    ],
  },
];
