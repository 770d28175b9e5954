import { Link } from 'react-router';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { paths } from '@/config/paths';

const FOOTER_COLUMNS = [
  {
    heading: 'Explore',
    links: [
      { to: paths.discover, label: 'Discover campaigns' },
      { to: paths.feed, label: 'Feed' },
      { to: paths.startCampaign, label: 'Start a campaign' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: paths.howItWorks, label: 'How it works' },
      { to: paths.helpCenter, label: 'Help centre' },
      { to: paths.contact, label: 'Contact us' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: paths.press, label: 'Press' },
      { to: paths.careers, label: 'Careers' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: paths.termsOfService, label: 'Terms of service' },
      { to: paths.privacyPolicy, label: 'Privacy policy' },
      { to: paths.cookiesPolicy, label: 'Cookies policy' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
        <div className="max-w-xs">
          <BrandLogo />
          <p className="mt-3 text-sm leading-6 text-muted-foreground">
            Back ideas you believe in. Clear fees, pledges held safely until a campaign succeeds, refunds when it does not.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-foreground">{column.heading}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-sm text-muted-foreground hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Crowdspark. Crowdfunding with clear fees and protected pledges.
        </p>
      </div>
    </footer>
  );
}
