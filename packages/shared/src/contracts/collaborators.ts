import { z } from 'zod';

/**
 * Campaign collaborators and invites (docs/decisions/0025-collaborators.md). The owner invites by
 * username or e-mail; the invitee answers from the creator dashboard; the owner revokes a pending
 * invite or removes a collaborator; a collaborator may leave.
 */

export const INVITE_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** POST /api/campaigns/:id/invites: one of the two, as the person typed it ("@name", "name" or an address). */
export const inviteRequestSchema = /* @__PURE__ */ z
  .object({
    invitee: z
      .string()
      .trim()
      .min(1, 'Enter a username or an e-mail address.')
      .max(254, 'A username or e-mail address is at most 254 characters.'),
  })
  .strict();
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

const personSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
});

/** An invite as its campaign's owner sees it (the Team panel). */
export const teamInviteSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** The invited account, when the invite was by username or has been answered. */
  invitee: personSchema.nullable(),
  /** The address of an e-mail invite (the owner typed it). */
  email: z.string().nullable(),
  status: z.enum(INVITE_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamMemberSchema = /* @__PURE__ */ z.object({
  user: personSchema,
  since: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/campaigns/:id/team: the owner's view (collaborators see it too, read-only). */
export const campaignTeamSchema = /* @__PURE__ */ z.object({
  campaignId: z.string(),
  owner: personSchema,
  collaborators: z.array(teamMemberSchema),
  /** Pending invites only: answered, revoked and expired ones leave the list. */
  invites: z.array(teamInviteSchema),
  viewerRole: z.enum(['owner', 'collaborator']),
});
export type CampaignTeam = z.infer<typeof campaignTeamSchema>;

/** An invite as the invitee sees it (GET /api/me/invites). */
export const myInviteSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  campaign: z.object({ id: z.string(), title: z.string().nullable(), status: z.string() }),
  invitedBy: personSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvite = z.infer<typeof myInviteSchema>;

export const myInvitesSchema = /* @__PURE__ */ z.object({ items: z.array(myInviteSchema) });
export type MyInvites = z.infer<typeof myInvitesSchema>;

/** GET /api/me/collaborations: campaigns the reader edits as a collaborator. */
export const myCollaborationSchema = /* @__PURE__ */ z.object({
  campaign: z.object({ id: z.string(), title: z.string().nullable(), status: z.string() }),
  owner: personSchema,
  since: z.string(),
});
export const myCollaborationsSchema = /* @__PURE__ */ z.object({ items: z.array(myCollaborationSchema) });
export type MyCollaborations = z.infer<typeof myCollaborationsSchema>;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const idField = () => z.string().regex(ID_PATTERN, 'An id is 1–64 letters, digits, “-” or “_”.');

export const inviteParamsSchema = /* @__PURE__ */ z.object({ inviteId: idField() });
export const campaignInviteParamsSchema = /* @__PURE__ */ z.object({ id: idField(), inviteId: idField() });
export const campaignMemberParamsSchema = /* @__PURE__ */ z.object({ id: idField(), userId: idField() });

/** What answering an invite returns: the campaign the person now edits (accept) or nothing more. */
export const inviteAnswerSchema = /* @__PURE__ */ z.object({ status: z.enum(INVITE_STATUSES), campaignId: z.string() });
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;
