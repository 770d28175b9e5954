import { contactMessageSchema, contactReceiptSchema } from '@crowdspark/shared/contracts/contact';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactQuerySchema,
  contactStatusChangeSchema,
} from '@crowdspark/shared/contracts/admin';
import { z } from 'zod';
import { listContactInbox, setContactMessageStatus, submitContactMessage } from './service.js';

/** Message of at most 5000 characters, plus name and email: 32 KiB covers any UTF-8 spelling. */
const CONTACT_BODY_LIMIT = 32 * 1024;

/** POST /api/contact: the contact page's form; the admins' inbox (list, status). */
export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: ROUTE_RATE_LIMITS.contact },
      schema: { body: contactMessageSchema, response: { 201: contactReceiptSchema } },
    },
    async (request, reply) => {
      const receipt = await submitContactMessage(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        userId: await request.optionalUserId(),
      });
      request.log.info({ contactMessageId: receipt.id, topic: request.body.topic }, 'contact message stored');
      return reply.code(201).send(receipt);
    },
  );
  const admin = app.requireAccess('admin');
  app.get(
    '/admin/contact-messages',
    { onRequest: admin, schema: { querystring: adminContactQuerySchema, response: { 200: adminContactListSchema } } },
    (request) => listContactInbox(app.db, request.query),
  );
  app.post(
    '/admin/contact-messages/:id/status',
    {
      onRequest: admin,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        body: contactStatusChangeSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    (request) =>
      setContactMessageStatus(
        app.db,
        request.requireUser().id,
        request.params.id,
        request.body.status,
        request.body.reason ?? null,
      ),
  );
  done();
};
