/**
 * Query keys of the collaborators feature (decision 0025). Everything lives under
 * ['collaborators'], so answering an invite or changing a team refreshes every list at once.
 */
export const collaboratorKeys = {
  all: ['collaborators'] as const,
  myInvites: () => ['collaborators', 'my-invites'] as const,
  myCollaborations: () => ['collaborators', 'my-collaborations'] as const,
  team: (campaignId: string) => ['collaborators', 'team', campaignId] as const,
};
