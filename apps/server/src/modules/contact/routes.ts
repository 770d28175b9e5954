import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { z } from 'zod';
import { listContactInbox, setContactMessageStatus, submitContactMessage } from './service.js';
import { postContactRoute } from '@crowdspark/shared/api-routes/contact';
import { getAdminContactMessagesRoute, postAdminContactMessagesStatusRoute } from '@crowdspark/shared/api-routes/admin';
import { routeOptions } from '../../http/api-route.js';

/** Message of at most 5000 characters, plus name and email: 32 KiB covers any UTF-8 spelling. */
const CONTACT_BODY_LIMIT = 32 * 1024;

/** POST /api/contact: the contact page's form; the admins' inbox (list, status). */
export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(postContactRoute),
    bodyLimit: CONTACT_BODY_LIMIT,
    config: { rateLimit: ROUTE_RATE_LIMITS.contact },
    handler: async (request, reply) => {
      const receipt = await submitContactMessage(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        userId: await request.optionalUserId(),
      });
      request.log.info({ contactMessageId: receipt.id, topic: request.body.topic }, 'contact message stored');
      return reply.code(201).send(receipt);
    },
  });
  const admin = app.requireAccess('admin');
  app.route({
    ...routeOptions(getAdminContactMessagesRoute),
    onRequest: admin,
    handler: (request) => listContactInbox(app.db, request.query),
  });
  app.route({
    ...routeOptions(postAdminContactMessagesStatusRoute, { params: z.object({ id: z.string().min(1).max(64) }) }),
    onRequest: admin,
    handler: (request) =>
      setContactMessageStatus(
        app.db,
        request.requireUser().id,
        request.params.id,
        request.body.status,
        request.body.reason ?? null,
      ),
  });
  done();
};
