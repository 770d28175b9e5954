import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '@/features/info-pages/components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'essential',
    heading: 'Essential cookies',
    body: (
      <>
        <p>These keep Crowdspark working and cannot be switched off:</p>
        <ul>
          <li>
            <strong>Session cookie:</strong> keeps you signed in. It is HTTP-only (scripts cannot read it), sent only over HTTPS,
            and expires when your session ends or you sign out.
          </li>
          <li>
            <strong>Security cookie:</strong> protects forms against cross-site request forgery.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'storage',
    heading: 'Storage in your browser',
    body: (
      <ul>
        <li>
          <strong>Analytics session ID</strong> (session storage): a random ID that groups the pages you view in one tab. It is
          deleted when you close the tab and is not linked to your account.
        </li>
        <li>
          <strong>Offline cache</strong> (service worker cache): a copy of the app’s code so pages load fast and work on a poor
          connection. It holds no personal data.
        </li>
      </ul>
    ),
  },
  {
    id: 'analytics',
    heading: 'First-party analytics',
    body: (
      <p>
        We count page views and measure page speed ourselves, on our own servers. This data gives creators their campaign
        statistics and helps us find slow pages. It is not shared with advertisers and no advertising cookies are set.
      </p>
    ),
  },
  {
    id: 'optional-tag',
    heading: 'Optional tag manager',
    body: (
      <p>
        If an operator of a Crowdspark installation enables Google’s tag manager, its script is loaded from Google and this page
        will list the cookies it sets. On crowdspark.app it is currently switched off.
      </p>
    ),
  },
  {
    id: 'control',
    heading: 'Your control',
    body: (
      <p>
        You can delete cookies and site data in your browser settings at any time; you will be signed out. For how we handle
        personal data in general, see the <Link to={paths.privacyPolicy}>privacy policy</Link>.
      </p>
    ),
  },
];

export function CookiesPolicy() {
  return (
    <LegalDocument
      title="Cookies policy"
      lastUpdated="22 November 2026"
      intro={
        <p>
          Crowdspark uses only essential cookies and first-party analytics. No advertising or cross-site tracking cookies, so
          there is no consent banner to click through.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
