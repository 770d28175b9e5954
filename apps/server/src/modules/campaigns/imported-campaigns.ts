import type { Insertable, Transaction } from 'kysely';
import type { CampaignFaqsTable, CampaignRewardTiersTable, CampaignsTable, Database } from '../../db/schema.js';

/** A campaign that arrives already live (the demo seed), with its tiers and FAQs in order. */
export interface ImportedCampaign {
  campaign: Insertable<CampaignsTable> & { id: string; launchedAt: Date; endsAt: Date };
  tiers: Omit<Insertable<CampaignRewardTiersTable>, 'campaignId' | 'position'>[];
  faqs: Omit<Insertable<CampaignFaqsTable>, 'campaignId' | 'position'>[];
}

/**
 * Writes campaigns that are live from the start, skipping ids that exist already, and returns the
 * ids it wrote. The campaigns module owns these tables, so the demo seed comes through here rather
 * than inserting rows itself; scheduling each end stays with the caller (scheduleCampaignEnd).
 */
export async function insertImportedCampaigns(
  trx: Transaction<Database>,
  campaigns: readonly ImportedCampaign[],
): Promise<Set<string>> {
  if (campaigns.length === 0) return new Set();
  const inserted = new Set(
    (
      await trx
        .insertInto('campaigns')
        .values(
          campaigns.map(({ campaign }) => ({
            ...campaign,
            status: 'live' as const,
            createdAt: campaign.launchedAt,
            updatedAt: campaign.launchedAt,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute()
    ).map((row) => row.id),
  );
  const fresh = campaigns.filter(({ campaign }) => inserted.has(campaign.id));
  const tiers = fresh.flatMap(({ campaign, tiers }) =>
    tiers.map((tier, position) => ({ ...tier, campaignId: campaign.id, position })),
  );
  const faqs = fresh.flatMap(({ campaign, faqs }) =>
    faqs.map((faq, position) => ({ ...faq, campaignId: campaign.id, position })),
  );
  if (tiers.length) await trx.insertInto('campaignRewardTiers').values(tiers).execute();
  if (faqs.length) await trx.insertInto('campaignFaqs').values(faqs).execute();
  return inserted;
}
