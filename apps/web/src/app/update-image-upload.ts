import type { UploadUpdateImage } from '@/features/community/components/community-types';

/**
 * Pictures in an update's text go through the campaign image pipeline under the 'update' role
 * (docs/decisions/0024-community.md): the app composes the campaigns feature's upload for the
 * community feature. Imported on the first picture only, so the campaign page's chunk does not
 * carry the upload code.
 */
export function updateImageUpload(campaignId: string): UploadUpdateImage {
  return async (file) => {
    const { uploadCampaignImage } = await import('@/features/campaigns/api/upload-campaign-image');
    const image = await uploadCampaignImage({ campaignId, role: 'update', file });
    return image.url;
  };
}
