import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from '../errors/error-response.js';

/**
 * One error handler for the whole app: every failure leaves as `{error: {code, message}}`.
 * Our own faults are logged with their stack and answered with a generic message; client
 * mistakes are logged briefly at info.
 */
const errorHandler: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal } = toErrorReply(error);
    if (internal) request.log.error({ err: error }, 'request failed');
    else
      request.log.info(
        { code: body.error.code, reason: error instanceof Error ? error.message : String(error) },
        'request rejected',
      );
    // Our fault: the answer names the request, so a person's report finds its log lines.
    if (internal) body.error.requestId = request.id;
    return reply.code(status).send(body);
  });
  app.addHook('onSend', (request, reply, _payload, next) => {
    void reply.header('x-request-id', request.id);
    // Draining (shutdown.ts): a balancer must not send another request on this connection.
    if (app.draining) void reply.header('connection', 'close');
    next();
  });
  done();
};

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
