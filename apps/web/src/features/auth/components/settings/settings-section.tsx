import { DescribedSection, type DescribedSectionProps } from '@/components/ui/page-blocks';

/** A titled block of a settings tab. */
export function SettingsSection(props: Omit<DescribedSectionProps, 'className'>) {
  return <DescribedSection {...props} className="rounded-2xl border border-border bg-card p-6 shadow-sm" />;
}
