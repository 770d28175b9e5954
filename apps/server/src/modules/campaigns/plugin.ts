import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../../db/notifications.js';
import { campaignsBlockingDeletion, deleteOwnedDrafts } from './account-deletion.js';
import { createCampaignCanceledHandlers } from './canceled-handlers.js';
import type { CampaignCanceledHandlers } from './canceled-handlers.js';
import { discoverRoutes } from './discovery/discover-routes.js';
import { campaignImageRoutes } from './media/image-routes.js';
import { collaboratorRoutes } from './collaborators/collaborator-routes.js';
import { leaveAllTeams } from './collaborators/collaborators.js';
import { campaignAdminRoutes } from './listings/admin-routes.js';
import { createListingCaches } from './listings/listing-caches.js';
import type { ListingCaches } from './listings/listing-caches.js';
import { PublicCampaignReads } from './public-reads.js';
import { campaignRoutes } from './routes.js';
import { relaunchRoutes } from './relaunch/relaunch-routes.js';
import { refreshOwnerSearchDocuments } from './discovery/search.js';
import { tusUploadRoutes } from './media/tus-uploads.js';
import type { S3StorageConfig } from '../../storage/storage-url.js';
import { registerTrending } from './discovery/velocity.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What happens to a campaign's money when its owner cancels it (pledges registers the refunds). */
    campaignCanceledHandlers: CampaignCanceledHandlers;
    /** The public lists shared per process; suspending or restoring a campaign clears them. */
    campaignListings: ListingCaches;
  }
}

export interface CampaignsPluginOptions {
  publicUrl: string;
  dataDir: string;
  /** STORAGE_URL's bucket (resumable uploads are staged there), or null. */
  storage: S3StorageConfig | null;
  /** Share public reads among visitors (PUBLIC_READ_CACHE, decision 0058). */
  sharePublicReads: boolean;
  /** LISTEN on the database: change notices drop what public reads kept (without it they expire in 1 s). */
  listen?: Listen;
}

/**
 * The campaigns module: its registry, its hook before account deletion, and its routes (drafts,
 * lifecycle, listing, images, resumable uploads with their sweep job).
 */
const campaigns: FastifyPluginAsync<CampaignsPluginOptions> = async (
  app,
  { publicUrl, dataDir, storage, sharePublicReads, listen },
) => {
  app.decorate('campaignCanceledHandlers', createCampaignCanceledHandlers());
  app.decorate('campaignListings', createListingCaches());
  // A live campaign holds backers' money: its owner cannot leave before it settles; drafts go with the account.
  app.identity.beforeAccountDeletion('campaigns', { blockingReason: campaignsBlockingDeletion, cleanUp: deleteOwnedDrafts });
  // Before users anonymises the address, so invites sent to it are found (decision 0025).
  app.identity.beforeAccountDeletion('campaign-collaborators', { cleanUp: leaveAllTeams, before: 'users' });
  // Search documents carry the creator's name (decision 0020): a rename refreshes the owner's documents.
  app.events.subscribe('user.renamed', 'campaigns-search', (trx, event) =>
    refreshOwnerSearchDocuments(trx, event.payload.userId),
  );
  const publicReads = new PublicCampaignReads(app, sharePublicReads);
  if (sharePublicReads && listen) app.addHook('onReady', () => publicReads.start(listen));
  app.addHook('preClose', () => publicReads.stop());
  // Admin changes to what the public may see (suspend, restore) drop kept lists at once here.
  app.campaignListings.register(() => publicReads.forgetLists());
  await app.register(campaignRoutes, { publicUrl, publicReads });
  await app.register(collaboratorRoutes, { publicUrl });
  await app.register(relaunchRoutes);
  // Discovery (decision 0021): trending from pledge events, /api/discover, staff picks.
  registerTrending(app);
  await app.register(discoverRoutes);
  // The admin portal's campaigns list and money trail (decision 0035).
  await app.register(campaignAdminRoutes, { publicUrl });
  await app.register(campaignImageRoutes);
  await app.register(tusUploadRoutes, { prefix: '/uploads', dataDir, storage });
};

export const campaignsPlugin = fp(campaigns, { name: 'campaigns', dependencies: ['jobs', 'identity', 'events'] });
