import { describe, expect, it } from 'vitest';
import { campaignInviteParamsSchema, teamInviteSchema } from '@crowdspark/shared/contracts/collaborators';
import { helpArticleActionSchema } from '@crowdspark/shared/contracts/help-center';
import { inviteCollaboratorRoute, revokeInviteRoute } from '@crowdspark/shared/api-routes/collaborators';
import { deleteHelpArticleRoute } from '@crowdspark/shared/api-routes/help-center';
import { z } from 'zod';
import { routeOptions } from '../../src/http/api-route.js';

describe('routeOptions', () => {
  it('registers a JSON route under /api’s scope with its response schema at its status', () => {
    const params = z.object({ id: z.string() });
    const options = routeOptions(inviteCollaboratorRoute, { params });
    expect(options.method).toBe('POST');
    expect(options.url).toBe('/campaigns/:id/invites');
    expect(options.schema.response).toEqual({ 201: teamInviteSchema });
    expect(options.schema.params).toBe(params);
  });

  it('registers a 204 route without a response schema, with its body schema when it reads one', () => {
    const revoke = routeOptions(revokeInviteRoute, { params: campaignInviteParamsSchema });
    expect(revoke).toEqual({
      method: 'DELETE',
      url: '/campaigns/:id/invites/:inviteId',
      schema: { params: campaignInviteParamsSchema },
    });
    const deletion = routeOptions(deleteHelpArticleRoute, { params: z.object({ id: z.string() }) });
    expect(deletion.schema).not.toHaveProperty('response');
    expect(deletion.schema.body).toBe(helpArticleActionSchema);
  });
});
