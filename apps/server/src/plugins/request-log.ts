import { LogController } from 'fastify';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, written when the answer has gone: "GET /api/campaigns 200 3 ms".
 * Fastify's own request logging (an "incoming request" and a "request completed" line each) is
 * switched off by `quietRequestLogController` (app.ts); this line carries the same fields (req, res, responseTime, reqId), so
 * the JSON logs of production keep everything a log search needs, and the development terminal
 * reads as a list of requests.
 */
const requestLog: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onResponse', (request, reply, next) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
    next();
  });
  done();
};

/** Fastify's log lines without its two per request; its error lines (stream, serializer) stay. */
class QuietRequestLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

export function quietRequestLogController(): LogController {
  return new QuietRequestLogController();
}

export const requestLogPlugin = fp(requestLog, { name: 'request-log' });
