import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../jobs/runner.js';
import type { CampaignCanceledHandlers } from './canceled-handlers.js';
import type { ListingCaches } from './listings/listing-caches.js';

/** What the campaign use cases are given by the module's plugin (its own files import it from here). */
export interface CampaignDeps {
  db: Kysely<Database>;
  /** Launch schedules the settlement at the end date on the durable job runner. */
  jobs: JobRunner;
  /** PUBLIC_URL: story images may point at our own uploads under it. */
  publicUrl: string;
  /** What other modules do when an owner cancels (pledges returns every pledge), in the same transaction. */
  canceledHandlers: CampaignCanceledHandlers;
  /** Cleared after an admin hides or shows a campaign (suspend, restore), so public lists follow at once. */
  listings?: ListingCaches;
}
