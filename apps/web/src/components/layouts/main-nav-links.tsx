import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

/** The primary navigation of the header and the mobile menu. */
export const MAIN_NAV_LINKS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.feed, label: 'Feed', end: false },
  { to: paths.discover, label: 'Discover', end: false },
  { to: paths.following, label: 'Following', end: false },
] as const;

/** The main navigation as a list of links; the header and the mobile menu style it differently. */
export function MainNav({
  className,
  listClassName,
  linkClassName,
}: {
  className?: string;
  listClassName: string;
  linkClassName: (isActive: boolean) => string;
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={({ isActive }) => linkClassName(isActive)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
