import type {
  CampaignTeam,
  InviteAnswer,
  MyCollaborations,
  MyInvites,
  TeamInvite,
} from '@crowdspark/shared/contracts/collaborators';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { MailSender } from '../../../plugins/mail.js';
import { newId } from '../../../short-id.js';
import { recordEvent } from '../../events/service.js';
import { isVisibleTo, notFound } from '../access.js';
import type { Actor } from '../access.js';
import * as collaborators from './collaborator-repository.js';
import { inviteEmail } from './invite-email.js';
import { isEditable } from '../lifecycle.js';
import * as repo from '../repository.js';
import { campaignRoleOf } from '../roles.js';

// Collaborators and invites (decision 0025, docs/product-rules.md#campaign-collaborators).

export const INVITE_LIFETIME_DAYS = 14;
const DAY_MS = 86_400_000;

export interface CollaboratorDeps {
  db: Kysely<Database>;
  mail: MailSender;
  publicUrl: string;
}

const INVITE_NOT_FOUND = 'No invite has this id.';
const emailSchema = z.email();

/** "@name", "name" or an address: which of the two the owner typed. */
function parseInvitee(text: string): { email: string } | { username: string } {
  const value = text.trim();
  if (value.includes('@') && !value.startsWith('@')) {
    const email = value.toLowerCase();
    if (!emailSchema.safeParse(email).success)
      throw new AppError('VALIDATION_FAILED', 'That e-mail address does not look right.', {
        invitee: 'Enter a valid e-mail address.',
      });
    return { email };
  }
  return { username: value.replace(/^@/, '').toLowerCase() };
}

/** The campaign locked for a change of its team: only the owner, only while it can still be edited. */
async function lockForTeamChange(trx: Transaction<Database>, campaignId: string, actor: Actor) {
  const row = await repo.findCampaignForUpdate(trx, campaignId);
  if (!row) throw notFound();
  const role = await campaignRoleOf(trx, campaignId, actor.id);
  if (!isVisibleTo(row, actor, role)) throw notFound();
  if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the campaign’s creator can manage its collaborators.');
  return row;
}

/**
 * The owner invites a person by username or e-mail to a draft or live campaign. No self-invite,
 * no second pending invite to the same person, nobody already on the team. The invite is mailed
 * (to the account's address, or to the typed address) once it is stored.
 */
export async function inviteCollaborator(
  deps: CollaboratorDeps,
  campaignId: string,
  actor: Actor,
  inviteeText: string,
): Promise<TeamInvite> {
  const target = parseInvitee(inviteeText);
  const email = 'email' in target ? target.email : undefined;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
  const id = newId();
  const created = await deps.db.transaction().execute(async (trx) => {
    const campaign = await lockForTeamChange(trx, campaignId, actor);
    if (!isEditable(campaign.status))
      throw new AppError('CONFLICT', `Collaborators can join only a draft or live campaign (this one is ${campaign.status}).`);
    await collaborators.expireOverdueInvites(trx, campaignId, now);
    // The account the invite reaches: the named one, or the one holding the address verified.
    const account =
      'username' in target
        ? await collaborators.findUserByUsername(trx, target.username)
        : await collaborators.findVerifiedUserByEmail(trx, target.email);
    if ('username' in target && !account) throw new AppError('NOT_FOUND', 'No user has this username.');
    if (account?.id === actor.id || email === actor.email.toLowerCase())
      throw new AppError('BAD_REQUEST', 'You cannot invite yourself: you already own this campaign.');
    if (account && (await collaborators.isCollaborator(trx, campaignId, account.id)))
      throw new AppError('CONFLICT', `${account.displayName} already collaborates on this campaign.`);
    const pending = await collaborators.findPendingInvite(trx, campaignId, {
      ...(account ? { userId: account.id, email: account.email.toLowerCase() } : {}),
      ...(email ? { email } : {}),
    });
    if (pending) throw new AppError('CONFLICT', 'This person already has a pending invite to this campaign.');
    // A username invite names the account; an e-mail invite stays addressed to the address, which
    // only an account holding it verified may answer (so nobody claims an address they do not own).
    await collaborators.insertInvite(trx, {
      id,
      campaignId,
      invitedBy: actor.id,
      inviteeUserId: 'username' in target ? (account?.id ?? null) : null,
      inviteeEmail: email ?? null,
      createdAt: now,
      expiresAt,
    });
    await recordEvent(trx, {
      type: 'collaborator.invited',
      payload: { inviteId: id, campaignId, invitedBy: actor.id, ...(account ? { inviteeUserId: account.id } : {}) },
    });
    return { campaign, account };
  });
  const inviter = await collaborators.findPerson(deps.db, actor.id);
  await deps.mail.send(
    inviteEmail({
      // A username invite always has its account; an e-mail invite goes to the typed address.
      to: email ?? created.account?.email ?? '',
      inviterName: inviter?.displayName ?? 'A creator',
      campaignTitle: created.campaign.title,
      dashboardUrl: `${deps.publicUrl}/creator-dashboard`,
      hasAccount: created.account !== undefined,
      expiresAt,
    }),
  );
  const invitee = 'username' in target && created.account ? person(created.account) : null;
  return {
    id,
    invitee,
    email: email ?? null,
    status: 'pending',
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

function person(row: { id: string; username: string | null; displayName: string }) {
  return { id: row.id, username: row.username, displayName: row.displayName };
}

/** Whether the invite is the actor's to answer: to their account, or to an address they hold verified. */
function isAddressedTo(invite: { inviteeUserId: string | null; inviteeEmail: string | null }, actor: Actor): boolean {
  if (invite.inviteeUserId !== null) return invite.inviteeUserId === actor.id;
  return invite.inviteeEmail === actor.email.toLowerCase();
}

/** Locks a pending, unexpired invite the actor may answer; a stranger's is 404 (it is not theirs to know about). */
async function lockInviteToAnswer(trx: Transaction<Database>, inviteId: string, actor: Actor) {
  const invite = await collaborators.findInviteForUpdate(trx, inviteId);
  if (!invite || !isAddressedTo(invite, actor)) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
  if (invite.inviteeUserId === null && !actor.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address first: this invite was sent to it.');
  if (invite.status !== 'pending') throw new AppError('CONFLICT', `This invite is no longer open (it was ${invite.status}).`);
  if (invite.expiresAt.getTime() <= Date.now())
    throw new AppError('CONFLICT', 'This invite has expired: ask the campaign’s creator for a new one.');
  return invite;
}

export async function acceptInvite(deps: CollaboratorDeps, inviteId: string, actor: Actor): Promise<InviteAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const invite = await lockInviteToAnswer(trx, inviteId, actor);
    const campaign = await repo.findCampaignForUpdate(trx, invite.campaignId);
    if (!campaign || !isEditable(campaign.status))
      throw new AppError('CONFLICT', 'This campaign has ended: there is nothing left to collaborate on.');
    if (campaign.ownerId === actor.id) throw new AppError('BAD_REQUEST', 'You already own this campaign.');
    await collaborators.answerInvite(trx, inviteId, { status: 'accepted', answeredAt: new Date(), inviteeUserId: actor.id });
    await collaborators.insertCollaborator(trx, { campaignId: invite.campaignId, userId: actor.id, invitedBy: invite.invitedBy });
    await recordEvent(trx, {
      type: 'collaborator.invite_accepted',
      payload: { inviteId, campaignId: invite.campaignId, userId: actor.id },
    });
    return { status: 'accepted', campaignId: invite.campaignId };
  });
}

export async function declineInvite(deps: CollaboratorDeps, inviteId: string, actor: Actor): Promise<InviteAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const invite = await lockInviteToAnswer(trx, inviteId, actor);
    await collaborators.answerInvite(trx, inviteId, { status: 'declined', answeredAt: new Date(), inviteeUserId: actor.id });
    await recordEvent(trx, {
      type: 'collaborator.invite_declined',
      payload: { inviteId, campaignId: invite.campaignId, userId: actor.id },
    });
    return { status: 'declined', campaignId: invite.campaignId };
  });
}

/**
 * For other modules (notifications): whether the invite can still be answered now (pending and not
 * expired). Its event may arrive after it was answered or revoked (decision 0050).
 */
export async function isInviteOpen(db: Kysely<Database>, inviteId: string, now = new Date()): Promise<boolean> {
  const invite = await collaborators.findInviteState(db, inviteId);
  return invite?.status === 'pending' && invite.expiresAt.getTime() > now.getTime();
}

/** The owner withdraws a pending invite. */
export async function revokeInvite(deps: CollaboratorDeps, campaignId: string, inviteId: string, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockForTeamChange(trx, campaignId, actor);
    const invite = await collaborators.findInviteForUpdate(trx, inviteId);
    if (!invite || invite.campaignId !== campaignId) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND);
    if (invite.status !== 'pending') throw new AppError('CONFLICT', `This invite is no longer open (it was ${invite.status}).`);
    await collaborators.answerInvite(trx, inviteId, { status: 'revoked', answeredAt: new Date() });
    await recordEvent(trx, { type: 'collaborator.invite_revoked', payload: { inviteId, campaignId, revokedBy: actor.id } });
  });
}

/** The owner removes a collaborator, or a collaborator leaves (removes themselves). */
export async function removeCollaborator(
  deps: CollaboratorDeps,
  campaignId: string,
  userId: string,
  actor: Actor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCampaignForUpdate(trx, campaignId);
    if (!row) throw notFound();
    const role = await campaignRoleOf(trx, campaignId, actor.id);
    if (!isVisibleTo(row, actor, role)) throw notFound();
    const leaving = role === 'collaborator' && userId === actor.id;
    if (role !== 'owner' && !leaving) throw new AppError('FORBIDDEN', 'Only the campaign’s creator can remove a collaborator.');
    if (!(await collaborators.deleteCollaborator(trx, campaignId, userId)))
      throw new AppError('NOT_FOUND', 'This person does not collaborate on this campaign.');
    await recordEvent(trx, { type: 'collaborator.removed', payload: { campaignId, userId, removedBy: actor.id } });
  });
}

/** The team as its owner and collaborators see it: members and pending invites. */
export async function getTeam(db: Kysely<Database>, campaignId: string, actor: Actor): Promise<CampaignTeam> {
  const row = await repo.findCampaign(db, campaignId);
  if (!row) throw notFound();
  const role = await campaignRoleOf(db, campaignId, actor.id);
  if (!isVisibleTo(row, actor, role)) throw notFound();
  if (!role) throw new AppError('FORBIDDEN', 'Only the campaign’s creator and its collaborators can see its team.');
  const now = new Date();
  const [owner, members, invites] = await Promise.all([
    collaborators.findPerson(db, row.ownerId),
    collaborators.listCollaborators(db, campaignId),
    collaborators.listPendingInvites(db, campaignId, now),
  ]);
  return {
    campaignId,
    owner: owner ? person(owner) : { id: row.ownerId, username: null, displayName: 'Creator' },
    collaborators: members.map((member) => ({ user: person(member), since: member.createdAt.toISOString() })),
    invites: invites.map((invite) => ({
      id: invite.id,
      invitee: invite.userId ? { id: invite.userId, username: invite.username, displayName: invite.displayName ?? '' } : null,
      email: invite.inviteeEmail,
      status: invite.status,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    })),
    viewerRole: role,
  };
}

export async function listMyInvites(db: Kysely<Database>, actor: Actor): Promise<MyInvites> {
  const rows = await collaborators.listInvitesFor(db, actor, new Date());
  return {
    items: rows.map((row) => ({
      id: row.id,
      campaign: { id: row.campaignId, title: row.title, status: row.campaignStatus },
      invitedBy: { id: row.inviterId, username: row.inviterUsername, displayName: row.inviterDisplayName },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

export async function listMyCollaborations(db: Kysely<Database>, userId: string): Promise<MyCollaborations> {
  const rows = await collaborators.listCollaborationsOf(db, userId);
  return {
    items: rows.map((row) => ({
      campaign: { id: row.campaignId, title: row.title, status: row.status },
      owner: { id: row.ownerId, username: row.ownerUsername, displayName: row.ownerDisplayName },
      since: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Account deletion (decision 0025), before the users module anonymises the address: the person
 * leaves every team they were on, invites to them (account or address) are declined and invites
 * they sent are revoked. The deletion hook gets no transaction type, so no events are recorded
 * here (the account's own deletion is the record, as for follows and saves).
 */
export async function leaveAllTeams(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await collaborators.findUserEmail(db, userId);
  if (!user) return;
  await collaborators.deleteCollaborationsOf(db, userId);
  await collaborators.closeInvitesOf(db, user, new Date());
}
