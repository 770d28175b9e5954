import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { campaignsBlockingDeletion, deleteOwnedDrafts } from './account-deletion.js';
import { CampaignCanceledHandlers } from './canceled-handlers.js';
import { campaignImageRoutes } from './image-routes.js';
import { campaignRoutes } from './routes.js';
import { tusUploadRoutes } from './tus-uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What happens to a campaign's money when its owner cancels it (pledges registers the refunds). */
    campaignCanceledHandlers: CampaignCanceledHandlers;
  }
}

export interface CampaignsPluginOptions {
  publicUrl: string;
  dataDir: string;
}

/**
 * The campaigns module: its registry, its hook before account deletion, and its routes (drafts,
 * lifecycle, listing, images, resumable uploads with their sweep job).
 */
const campaigns: FastifyPluginAsync<CampaignsPluginOptions> = async (app, { publicUrl, dataDir }) => {
  app.decorate('campaignCanceledHandlers', new CampaignCanceledHandlers());
  // A live campaign holds backers' money: its owner cannot leave before it settles; drafts go with the account.
  app.identity.beforeAccountDeletion('campaigns', { blockingReason: campaignsBlockingDeletion, cleanUp: deleteOwnedDrafts });
  await app.register(campaignRoutes, { publicUrl });
  await app.register(campaignImageRoutes);
  await app.register(tusUploadRoutes, { prefix: '/uploads', dataDir });
};

export const campaignsPlugin = fp(campaigns, { name: 'campaigns', dependencies: ['jobs', 'identity'] });
