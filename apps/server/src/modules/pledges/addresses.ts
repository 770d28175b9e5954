import type { PledgeAddressResponse, ShippingAddress } from '@crowdspark/shared/contracts/shipping';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign, findCampaignAddOns, findCampaignForUpdate } from '../campaigns/service.js';
import type { CampaignRow } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { csvCell } from './backers.js';
import { addOnLinesOf, findAddress, insertExportAudit, saveAddress, shippingRowsOfCampaign } from './extras-repository.js';
import type { PledgeAddressRow } from './extras-repository.js';
import { lockPledge } from './repository.js';

// Shipping addresses are personal data (docs/product-rules.md#shipping-addresses): the backer
// reads and changes their own; the creator gets them only through the audited export once the
// campaign succeeded. Nobody else, admins included. Never logged (only ids reach events).

const NOT_FOUND = 'No pledge of yours was found.';

/** Until the campaign ends the backer may correct the address; then the creator ships from it. */
function addressChangeable(campaign: Pick<CampaignRow, 'status' | 'endsAt'>, now: Date): boolean {
  return campaign.status === 'live' && (campaign.endsAt?.getTime() ?? 0) > now.getTime();
}

function present(row: PledgeAddressRow | undefined) {
  if (!row) return null;
  const { name, line1, line2, city, region, postalCode, country, phone } = row;
  return { name, line1, line2, city, region, postalCode, country, phone };
}

/** The address a pledge's reward ships to, as the backer gave it (null: none). */
export async function addressOfPledge(db: Kysely<Database>, pledgeId: string): Promise<ShippingAddress | null> {
  return present(await findAddress(db, pledgeId));
}

/** GET /api/pledges/:id/address: the backer's own pledge only (anyone else: 404, as if absent). */
export async function getPledgeAddress(
  db: Kysely<Database>,
  backerId: string,
  pledgeId: string,
  now: Date,
): Promise<PledgeAddressResponse> {
  const pledge = await db.selectFrom('pledges').selectAll().where('id', '=', pledgeId).executeTakeFirst();
  if (!pledge || pledge.backerId !== backerId) throw new AppError('NOT_FOUND', NOT_FOUND);
  const campaign = await findCampaign(db, pledge.campaignId);
  return {
    address: present(await findAddress(db, pledgeId)),
    changeable: pledge.status === 'active' && pledge.shipTo !== null && !!campaign && addressChangeable(campaign, now),
  };
}

/**
 * PUT /api/pledges/:id/address: the backer corrects the address until the campaign ends. The
 * country stays the one the shipping was charged for; another country is a pledge change
 * (its cost may differ).
 */
export async function changePledgeAddress(
  db: Kysely<Database>,
  backerId: string,
  pledgeId: string,
  address: ShippingAddress,
  now: Date,
): Promise<PledgeAddressResponse> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('pledges')
      .select(['campaignId', 'backerId'])
      .where('id', '=', pledgeId)
      .executeTakeFirst();
    if (!found || found.backerId !== backerId) throw new AppError('NOT_FOUND', NOT_FOUND);
    // Same lock order as every pledge change: campaign row, then the pledge.
    const campaign = await findCampaignForUpdate(trx, found.campaignId);
    const pledge = await lockPledge(trx, pledgeId);
    if (!campaign || !pledge) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (pledge.status !== 'active') throw new AppError('CONFLICT', 'This pledge is no longer active.');
    if (pledge.shipTo === null) throw new AppError('CONFLICT', 'This pledge has nothing to ship, so it has no address.');
    if (!addressChangeable(campaign, now))
      throw new AppError(
        'CONFLICT',
        'The campaign has ended: the address is locked so the creator can ship. Write to the creator to correct it.',
      );
    if (address.country !== pledge.shipTo)
      throw new AppError('UNPROCESSABLE', 'To ship to another country, change your pledge: the shipping cost may differ.', {
        country: 'The country is the one your shipping was charged for.',
      });
    await saveAddress(trx, pledgeId, address);
    await recordEvent(trx, { type: 'pledge.address_changed', payload: { pledgeId, campaignId: campaign.id, backerId } });
    return { address: present(await findAddress(trx, pledgeId)), changeable: true };
  });
}

/**
 * The creator's shipping list (CSV) once the campaign succeeded: every collected pledge with its
 * reward, add-ons and address. Each export is written to audit_log and recorded as an event in
 * the same transaction, so no addresses leave without a trace.
 */
export async function exportShippingCsv(db: Kysely<Database>, campaignId: string, viewer: { id: string }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const campaign = await findCampaign(trx, campaignId);
    if (!campaign || campaign.status === 'draft') throw new AppError('NOT_FOUND', 'No campaign was found at this address.');
    if (campaign.ownerId !== viewer.id)
      throw new AppError('FORBIDDEN', "Only the campaign's creator can download the shipping list.");
    if (campaign.status !== 'successful')
      throw new AppError('CONFLICT', 'The shipping list is ready once the campaign has succeeded and pledges are collected.');
    const rows = await shippingRowsOfCampaign(trx, campaignId);
    const lines = await addOnLinesOf(
      trx,
      rows.map((row) => row.id),
    );
    const titles = new Map((await findCampaignAddOns(trx, campaignId)).map((addOn) => [addOn.id, addOn.title]));
    await insertExportAudit(trx, { actorId: viewer.id, campaignId, rowCount: rows.length });
    await recordEvent(trx, {
      type: 'backers.addresses_exported',
      payload: { campaignId, actorId: viewer.id, rowCount: rows.length },
    });
    const header = [
      'Pledge',
      'Reward',
      'Add-ons',
      'Shipping',
      'Total',
      'Currency',
      'Name',
      'Address line 1',
      'Address line 2',
      'City',
      'Region',
      'Postal code',
      'Country',
      'Phone',
    ];
    const body = rows.map((row) =>
      [
        row.id,
        row.tierTitle ?? 'No reward',
        (lines.get(row.id) ?? []).map((line) => `${line.quantity} × ${titles.get(line.addOnId) ?? line.addOnId}`).join('; '),
        formatMinorUnits(toMinorUnits(row.shippingAmount)),
        formatMinorUnits(toMinorUnits(row.amount)),
        row.currency,
        row.name ?? '',
        row.line1 ?? '',
        row.line2 ?? '',
        row.city ?? '',
        row.region ?? '',
        row.postalCode ?? '',
        row.country ?? row.shipTo ?? '',
        row.phone ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
    return `${[header.map(csvCell).join(','), ...body].join('\r\n')}\r\n`;
  });
}
