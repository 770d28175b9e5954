import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PlatformFeePercent } from '@/components/platform-fee-percent';
import { CONTACT_EMAILS } from '@/config/site';
import { LegalDocument, type LegalSection } from '@/features/info-pages/components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    body: (
      <p>
        By creating an account or using Crowdspark you agree to these terms. If you use Crowdspark for an organisation, you agree
        on its behalf. You must be at least 18 years old, or the age of majority where you live, to back or create campaigns.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    heading: 'What Crowdspark does',
    body: (
      <>
        <p>
          Crowdspark is a platform that connects creators who run campaigns with backers who pledge money to them. We are not a
          party to the agreement between a creator and their backers, we do not own or make the projects, and we do not guarantee
          that a project will be completed or that rewards will be delivered.
        </p>
        <p>
          We do hold pledges in escrow, process payments through our payment provider and take action against campaigns that break
          these terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>Give accurate information and keep your email address up to date; some features need a verified email.</li>
        <li>
          Keep your password secret. You are responsible for activity on your account unless you tell us it was compromised.
        </li>
        <li>One person may not use several accounts to get around limits, reviews or suspensions.</li>
      </ul>
    ),
  },
  {
    id: 'backers',
    heading: 'Backing a campaign',
    body: (
      <>
        <p>
          A pledge supports a project that does not exist yet. Creators must describe risks honestly, but projects can be delayed,
          change or fail. Read the campaign page, including its funding model, before you pledge.
        </p>
        <ul>
          <li>
            <strong>All-or-nothing campaigns:</strong> your pledge is held in escrow. It is paid to the creator only if the goal
            is reached by the end date; otherwise it returns in full to your wallet. You may change or cancel the pledge while the
            campaign is live.
          </li>
          <li>
            <strong>Keep-it-all campaigns:</strong> the creator receives the funds raised when the campaign ends, whatever the
            total. Pledges cannot be cancelled once made.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'creators',
    heading: 'Running a campaign',
    body: (
      <>
        <p>When you launch a campaign you promise backers that you will:</p>
        <ul>
          <li>describe the project, its budget, timeline and risks truthfully;</li>
          <li>
            use the funds for the project described and deliver the rewards you offered, or explain clearly and promptly why you
            cannot;
          </li>
          <li>post updates about progress and problems, and answer backers’ questions;</li>
          <li>offer a refund from your own funds to backers whose reward you cannot deliver.</li>
        </ul>
        <p>
          Collaborators you invite may edit the campaign and post updates; only the owner may cancel it or receive funds.
          Campaigns must follow our rules on prohibited projects, which include weapons, illegal goods and services, financial
          products and investment offers, and fundraising for an individual’s legal fees or medical bills without documentation.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    heading: 'Fees and payments',
    body: (
      <>
        <p>
          Creators pay a platform fee of <PlatformFeePercent /> of the funds paid out to them, or{' '}
          <PlatformFeePercent plan="pro" /> with an active Pro subscription. Backers pay no platform fee. Fees are shown before
          launch and before every payment; we will give at least 30 days’ notice of any change.
        </p>
        <p>
          Your wallet balance is money held for you and can never be negative. Withdrawals go to a bank account in your name;
          large withdrawals are reviewed before they are sent. All amounts are recorded in whole minor units of the currency (for
          example cents).
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        Pledges to all-or-nothing campaigns that do not reach their goal, that are cancelled by the creator or that we remove are
        returned to backers’ wallets in full. For funded campaigns, refunds are a matter between backer and creator, and we may
        help mediate. See <Link to={paths.helpArticle('refunds-when-a-campaign-fails')}>refunds in the help centre</Link>.
      </p>
    ),
  },
  {
    id: 'content',
    heading: 'Your content',
    body: (
      <p>
        You keep ownership of what you post. You grant us a worldwide, non-exclusive licence to host, display and promote it on
        Crowdspark and in promotion of your campaign. Do not post anything you do not have the right to share, anything unlawful,
        or anything that harasses or deceives others. Anyone can report content; we review reports and may remove content or
        suspend accounts.
      </p>
    ),
  },
  {
    id: 'suspension',
    heading: 'Suspension and termination',
    body: (
      <p>
        We may suspend a campaign or account that breaks these terms or puts backers at risk. While a campaign is suspended its
        pledges are frozen; if it is not restored, they are returned to backers. You may delete your account at any time from
        Settings once you have no live campaigns and no pending withdrawals.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        Crowdspark is provided as is. To the extent the law allows, we are not liable for the acts of creators or backers, or for
        indirect or consequential losses. Nothing in these terms limits rights you have as a consumer that cannot be limited by
        contract.
      </p>
    ),
  },
  {
    id: 'changes-contact',
    heading: 'Changes and contact',
    body: (
      <p>
        We will tell you about material changes to these terms by email or in the app at least 30 days before they apply.
        Questions about these terms: <a href={`mailto:${CONTACT_EMAILS.support}`}>{CONTACT_EMAILS.support}</a> or our{' '}
        <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of service"
      lastUpdated="22 November 2026"
      intro={
        <p>
          The rules for using Crowdspark, written to be read. They explain what we do, what backers and creators promise each
          other, and how money moves.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
