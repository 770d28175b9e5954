import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layouts/brand-logo';

/** Centred card used by sign-in, sign-up, forgot-password and verify-email. */
export function AuthPageFrame({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <BrandMark className="size-10" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-2 text-muted-foreground">{description}</div>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
