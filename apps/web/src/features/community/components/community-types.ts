import type { ReactNode } from 'react';

/** What can be reported from the community feature; the route renders the reports feature's dialog for it. */
export interface ReportTarget {
  targetType: 'update' | 'comment';
  targetId: string;
  /** Completes "Report …", e.g. "comment by Ana". */
  targetLabel: string;
}

/** Features do not import each other: the route hands in the report action (or none for signed-out readers). */
export type ReportAction = (target: ReportTarget) => ReactNode;

/**
 * Uploads a picture for an update's text and resolves to its URL. The route composes it from the
 * campaigns feature's image upload (role 'update'), so this feature imports no other.
 */
export type UploadUpdateImage = (file: File) => Promise<string>;

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
