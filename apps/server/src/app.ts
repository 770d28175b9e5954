import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { apiRoutes } from './api.js';
import type { Config } from './config/load-config.js';
import type { Listen } from './db/notifications.js';
import type { ReadReplica } from './db/read-replica.js';
import type { Database } from './db/schema.js';
import { toErrorReply } from './errors/error-response.js';
import { boundedJsonParser } from './http/json-shape.js';
import { nulGuardPlugin } from './http/nul-guard.js';
import { networkKeyPluginFp } from './http/network-key.js';
import { createLogger } from './logger.js';
import { canonicalOriginPlugin } from './plugins/canonical-origin.js';
import { compressionPlugin } from './plugins/compression.js';
import { databasePlugin } from './plugins/database.js';
import { metricsPlugin } from './plugins/metrics.js';
import type { PoolStats } from './plugins/metrics.js';
import type { MailSender } from './plugins/mail.js';
import { campaignPageResolver } from './modules/campaigns/page/page.js';
import { updatePageResolver } from './modules/community/page.js';
import { FALLBACK_OG_IMAGE_PATH, campaignPageMeta, injectPageMeta } from './modules/campaigns/page/open-graph.js';
import { devOutboxPageRoutes } from './modules/dev-outbox/routes.js';
import { referralLinkRoutes } from './modules/rewards/referral-link.js';
import { helpArticlePageResolver } from './modules/help-center/page.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { isSandboxProvider } from './modules/payments/providers/sandbox.js';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-checkout.js';
import { identityPluginFp } from './modules/identity/plugin.js';
import { profilePageResolver } from './modules/users/profile-page.js';
import { jobsRunnerPlugin } from './modules/jobs/plugin.js';
import { eventsDispatcherPlugin } from './modules/events/plugin.js';
import { paymentProviderPlugin } from './modules/payments/plugin.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { quietRequestLogController, requestLogPlugin } from './plugins/request-log.js';
import { applySecurityHeaders, computeSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import type { SecurityHeaders } from './plugins/security-headers.js';
import { staticWebPlugin } from './plugins/static-web.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (server.ts): /api/ready answers 503 so balancers stop sending new requests. */
    draining: boolean;
  }
}

/** Default request body limit; routes that accept more or less set their own. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller closes it after `app.close()`. */
  db: Kysely<Database>;
  /** Reads that tolerate a little lag (the handle's `readDb`: a read replica); `db` when not given. */
  readDb?: Kysely<Database>;
  /** The replica behind `readDb` (the handle's `readReplica`), for /metrics and /api/ready. */
  readReplica?: ReadReplica | null;
  /** The server's logger (server.ts shares it with start-up code). */
  logger?: FastifyBaseLogger;
  /** Otherwise a logger is made writing JSON lines here (tests read them), or to stdout. */
  logStream?: DestinationStream;
  /** Replaces the outbox/SMTP sender (tests). */
  mail?: MailSender;
  /** Replaces the clock of scheduled jobs (tests). */
  now?: () => Date;
  /** LISTEN on the database (its handle's `listen`): wake-ups for the events dispatcher (without it, it polls) and live delivery across instances (without it, nothing is pushed). */
  listen?: Listen;
  /** Replaces the configured payment provider (tests: Stripe with an offline HTTP client). */
  payments?: PaymentProvider;
  /** Sees every route as it is added, with its schemas (the fuzz test builds requests from them). */
  onRoute?: (route: RouteOptions) => void;
  /** The database pool's figures, for /metrics (the database handle's `poolStats`). */
  poolStats?: () => PoolStats;
}

/** A request id a balancer in front may pass on (nginx's $request_id); anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One id per request, in every log line of it, in the `X-Request-Id` answer header and in the body
 * of a 5xx answer: the id nginx gave it when it has one, so both logs name the request alike.
 */
function requestId(request: IncomingMessage): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
}

/** Errors raised before routing (a malformed URL) skip hooks and the error handler: same headers and JSON shape here. */
function frameworkErrorReplier(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = toErrorReply(error);
    applySecurityHeaders(reply.raw, headers);
    void reply.code(status).send(body);
  };
}

/** Builds the app without listening: server.ts listens, tests use `app.inject()`. */
export async function buildApp({
  config,
  db,
  readDb,
  readReplica,
  logger,
  logStream,
  mail,
  payments,
  now,
  listen,
  onRoute,
  poolStats,
}: BuildAppOptions) {
  const securityHeaders = await computeSecurityHeaders(config.gtagId);
  const app = Fastify({
    loggerInstance: logger ?? createLogger({ level: config.logLevel, nodeEnv: config.nodeEnv, destination: logStream }),
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: frameworkErrorReplier(securityHeaders),
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: quietRequestLogController(),
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('draining', false);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A JSON API: text/plain is accepted only where beacons post (see http/beacon-body.ts).
  app.removeContentTypeParser('text/plain');
  // Depth and size of every JSON body are bounded before it is parsed: a 5,000-deep body would
  // otherwise overflow the stack of the first recursive code to walk it (a 500).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));

  await app.register(metricsPlugin, { ...config.metrics, poolStats, readReplica: readReplica ?? null });
  await app.register(errorHandlerPlugin);
  await app.register(requestLogPlugin);
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  // NUL characters in a path id, query or body: one 400 here, before any route or the database sees them.
  await app.register(nulGuardPlugin);
  await app.register(networkKeyPluginFp, { secret: config.auth.secret });
  // Development and previews: pages opened at 127.0.0.1 or [::1] move to PUBLIC_URL (one origin for sign-in).
  if (config.nodeEnv !== 'production') await app.register(canonicalOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { db, readDb: readDb ?? db, readReplica: readReplica ?? null });
  await app.register(identityPluginFp, { config, ...(mail ? { mail } : {}) });
  await app.register(jobsRunnerPlugin, { pollIntervalMs: config.jobs.pollIntervalMs, ...(now ? { now } : {}) });
  await app.register(eventsDispatcherPlugin, { pollIntervalMs: config.jobs.pollIntervalMs, ...(listen ? { listen } : {}) });
  await app.register(uploadsPlugin, { dataDir: config.dataDir, storage: config.storage });
  await app.register(paymentProviderPlugin, { config, ...(payments ? { provider: payments } : {}) });
  await app.register(apiRoutes, {
    prefix: '/api',
    rateLimit: config.rateLimit,
    gtagId: config.gtagId,
    environment: config.nodeEnv,
    config,
    ...(listen ? { listen } : {}),
  });
  if (config.mail.devOutbox) await app.register(devOutboxPageRoutes);
  await app.register(referralLinkRoutes, { secret: config.auth.secret, secureCookies: config.publicUrl.startsWith('https:') });
  if (isSandboxProvider(app.payments)) await app.register(sandboxCheckoutRoutes, { provider: app.payments });
  // Pages whose status depends on data: a real 404 for an unknown campaign or profile, not a soft one.
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(staticWebPlugin, {
    webDistDir: config.webDistDir,
    firstScreen: { entry: config.webSsrEntry, origin: config.publicUrl },
    pages: [
      campaignPageResolver({ db, publicUrl: config.publicUrl, secureCookies }),
      updatePageResolver({
        db,
        publicUrl: config.publicUrl,
        campaignMeta: (campaignId) => campaignPageMeta(db, `/campaigns/${campaignId}`, config.publicUrl),
        injectMeta: injectPageMeta,
      }),
      profilePageResolver(db),
      helpArticlePageResolver({ db, publicUrl: config.publicUrl, injectMeta: injectPageMeta, imagePath: FALLBACK_OG_IMAGE_PATH }),
    ],
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
