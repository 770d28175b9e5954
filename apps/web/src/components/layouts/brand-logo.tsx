import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The spark mark: the same drawing as public/favicon.svg. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path d="M17.6 5.5 9.5 18h6l-1.4 8.5L22.5 14h-6.1l1.2-8.5Z" className="fill-spark" />
    </svg>
  );
}

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-foreground', className)}
    >
      <BrandMark />
      <span>Crowdspark</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
