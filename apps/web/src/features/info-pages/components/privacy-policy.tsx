import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_EMAILS } from '@/config/site';
import { LegalDocument, type LegalSection } from '@/features/info-pages/components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> email address, display name, username, password (stored only as a salted hash), and the
          profile details you choose to add.
        </li>
        <li>
          <strong>Activity:</strong> campaigns you create, back, save or follow; messages; comments; reports you file.
        </li>
        <li>
          <strong>Payments:</strong> wallet transactions and payout details. Card numbers are handled by our payment provider and
          never reach our servers.
        </li>
        <li>
          <strong>Usage and diagnostics:</strong> first-party page views (page, title, referring page and a random per-tab session
          ID), performance measurements and error reports with sensitive values removed in your browser before they are sent.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To run your account and the campaigns, pledges and payouts you ask for (performance of our contract with you).</li>
        <li>
          To keep the platform safe: fraud prevention, rate limits, investigating reports (legitimate interest and legal
          obligation).
        </li>
        <li>To show creators how their campaigns are viewed, as aggregate statistics (legitimate interest).</li>
        <li>To send the emails you need (verification, receipts, security alerts) and, only if you opt in, a digest.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell personal data. We share it only with:</p>
        <ul>
          <li>
            creators of campaigns you back: your display name, the reward you chose and, when a reward ships, the delivery details
            you provide;
          </li>
          <li>our payment provider, email delivery and hosting providers, under contracts that limit their use of the data;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep account data while your account is open. Financial records are kept for the period tax and anti-money-laundering
        law requires (typically seven years). Diagnostic logs are deleted after 30 days; page-view records are aggregated after 13
        months.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <p>
        You can see, correct, export and delete your data from Settings, object to processing based on legitimate interest, and
        complain to your data protection authority. For anything else, write to{' '}
        <a href={`mailto:${CONTACT_EMAILS.privacy}`}>{CONTACT_EMAILS.privacy}</a>; we answer within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, sessions use secure, HTTP-only cookies that we can revoke, passwords are hashed, and access to
        personal data inside Crowdspark is limited to staff who need it and is logged.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <p>
        We use only essential cookies and first-party analytics. See the <Link to={paths.cookiesPolicy}>cookies policy</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy policy"
      lastUpdated="22 November 2026"
      intro={
        <p>
          What personal data Crowdspark collects, why, who sees it and the control you have over it. The short version: we collect
          what we need to run the platform and keep it safe, and we never sell it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
