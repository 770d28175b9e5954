import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CampaignInvitesTable, Database } from '../../../db/schema.js';

// The only writer of campaign_invites and campaign_collaborators (decision 0025).

type Db = Kysely<Database> | Transaction<Database>;

const PERSON = ['users.id', 'users.username', 'users.displayName'] as const;

/** A live (not deleted) account by username, with what an invite needs. */
export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select([...PERSON, 'users.email', 'users.emailVerified'])
    .where('username', '=', username)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** The live account holding this address verified: only such an account may answer an e-mail invite. */
export function findVerifiedUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([...PERSON, 'users.email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('emailVerified', '=', true)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findPerson(db: Db, userId: string) {
  return db.selectFrom('users').select(PERSON).where('id', '=', userId).executeTakeFirst();
}

/** Pending invites whose time ran out become 'expired' (they stop blocking a new invite). */
export async function expireOverdueInvites(trx: Db, campaignId: string, now: Date): Promise<void> {
  await trx
    .updateTable('campaignInvites')
    .set({ status: 'expired' })
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .execute();
}

/** A pending invite of the campaign to this account or this address. */
export function findPendingInvite(db: Db, campaignId: string, target: { userId?: string; email?: string }) {
  return db
    .selectFrom('campaignInvites')
    .select('id')
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        ...(target.userId ? [eb('inviteeUserId', '=', target.userId)] : []),
        ...(target.email ? [eb('inviteeEmail', '=', target.email)] : []),
      ]),
    )
    .executeTakeFirst();
}

export async function insertInvite(trx: Db, invite: Insertable<CampaignInvitesTable>): Promise<void> {
  await trx.insertInto('campaignInvites').values(invite).execute();
}

export function findInviteForUpdate(trx: Transaction<Database>, inviteId: string) {
  return trx.selectFrom('campaignInvites').selectAll().where('id', '=', inviteId).forUpdate().executeTakeFirst();
}

export function findInviteState(db: Db, inviteId: string) {
  return db.selectFrom('campaignInvites').select(['status', 'expiresAt']).where('id', '=', inviteId).executeTakeFirst();
}

export async function answerInvite(
  trx: Db,
  inviteId: string,
  change: { status: 'accepted' | 'declined' | 'revoked'; answeredAt: Date; inviteeUserId?: string },
): Promise<void> {
  await trx.updateTable('campaignInvites').set(change).where('id', '=', inviteId).where('status', '=', 'pending').execute();
}

export function isCollaborator(db: Db, campaignId: string, userId: string) {
  return db
    .selectFrom('campaignCollaborators')
    .select('userId')
    .where('campaignId', '=', campaignId)
    .where('userId', '=', userId)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertCollaborator(trx: Db, row: { campaignId: string; userId: string; invitedBy: string }) {
  await trx
    .insertInto('campaignCollaborators')
    .values(row)
    .onConflict((oc) => oc.columns(['campaignId', 'userId']).doNothing())
    .execute();
}

/** True when a row was removed. */
export async function deleteCollaborator(trx: Db, campaignId: string, userId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('campaignCollaborators')
    .where('campaignId', '=', campaignId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listCollaborators(db: Db, campaignId: string) {
  return db
    .selectFrom('campaignCollaborators')
    .innerJoin('users', 'users.id', 'campaignCollaborators.userId')
    .select([...PERSON, 'campaignCollaborators.createdAt'])
    .where('campaignCollaborators.campaignId', '=', campaignId)
    .orderBy('campaignCollaborators.createdAt')
    .execute();
}

export function listPendingInvites(db: Db, campaignId: string, now: Date) {
  return db
    .selectFrom('campaignInvites')
    .leftJoin('users', 'users.id', 'campaignInvites.inviteeUserId')
    .select([
      'campaignInvites.id',
      'campaignInvites.inviteeEmail',
      'campaignInvites.status',
      'campaignInvites.createdAt',
      'campaignInvites.expiresAt',
      'users.id as userId',
      'users.username',
      'users.displayName',
    ])
    .where('campaignInvites.campaignId', '=', campaignId)
    .where('campaignInvites.status', '=', 'pending')
    .where('campaignInvites.expiresAt', '>', now)
    .orderBy('campaignInvites.createdAt')
    .execute();
}

/**
 * The invitee's pending invites: to their account, or to their address when they hold it verified
 * (an unverified account never sees an e-mail invite: docs/product-rules.md#campaign-collaborators).
 * Only campaigns still open to edits (draft, live).
 */
export function listInvitesFor(db: Db, invitee: { id: string; email: string; emailVerified: boolean }, now: Date) {
  return db
    .selectFrom('campaignInvites')
    .innerJoin('campaigns', 'campaigns.id', 'campaignInvites.campaignId')
    .innerJoin('users as inviter', 'inviter.id', 'campaignInvites.invitedBy')
    .select([
      'campaignInvites.id',
      'campaignInvites.createdAt',
      'campaignInvites.expiresAt',
      'campaigns.id as campaignId',
      'campaigns.title',
      'campaigns.status as campaignStatus',
      'inviter.id as inviterId',
      'inviter.username as inviterUsername',
      'inviter.displayName as inviterDisplayName',
    ])
    .where('campaignInvites.status', '=', 'pending')
    .where('campaignInvites.expiresAt', '>', now)
    .where('campaigns.status', 'in', ['draft', 'live'])
    .where((eb) =>
      eb.or([
        eb('campaignInvites.inviteeUserId', '=', invitee.id),
        ...(invitee.emailVerified ? [eb('campaignInvites.inviteeEmail', '=', invitee.email.toLowerCase())] : []),
      ]),
    )
    .orderBy('campaignInvites.createdAt', 'desc')
    .execute();
}

export function listCollaborationsOf(db: Db, userId: string) {
  return db
    .selectFrom('campaignCollaborators')
    .innerJoin('campaigns', 'campaigns.id', 'campaignCollaborators.campaignId')
    .innerJoin('users as owner', 'owner.id', 'campaigns.ownerId')
    .select([
      'campaigns.id as campaignId',
      'campaigns.title',
      'campaigns.status',
      'campaignCollaborators.createdAt',
      'owner.id as ownerId',
      'owner.username as ownerUsername',
      'owner.displayName as ownerDisplayName',
    ])
    .where('campaignCollaborators.userId', '=', userId)
    .orderBy('campaignCollaborators.createdAt', 'desc')
    .execute();
}

// Account deletion (decision 0025): what the departing account leaves behind.

export async function deleteCollaborationsOf(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('campaignCollaborators').where('userId', '=', userId).execute();
}

/** Pending invites addressed to the account or its address are declined; those it sent are revoked. */
export async function closeInvitesOf(trx: Db, user: { id: string; email: string }, now: Date): Promise<void> {
  await trx
    .updateTable('campaignInvites')
    .set({ status: 'declined', answeredAt: now })
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('inviteeUserId', '=', user.id), eb('inviteeEmail', '=', user.email.toLowerCase())]))
    .execute();
  await trx
    .updateTable('campaignInvites')
    .set({ status: 'revoked', answeredAt: now })
    .where('status', '=', 'pending')
    .where('invitedBy', '=', user.id)
    .execute();
}

export function findUserEmail(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}
