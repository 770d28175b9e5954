import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadReplica } from '../db/read-replica.js';
import { AppError } from '../errors/app-error.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A connection pool's figures at this moment (pg.Pool's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** Serve GET /metrics (off in production unless METRICS_TOKEN is set). */
  enabled: boolean;
  /** When set, /metrics answers only `Authorization: Bearer <token>`. */
  token: string | null;
  poolStats?: (() => PoolStats) | undefined;
  /** The read replica (decision 0060): reads it served, reads that fell back to the primary, its pool. */
  readReplica?: ReadReplica | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's Prometheus registry: modules add the figures they own (decision 0055). */
    metrics: Registry;
  }
}

/** Latency buckets in seconds: most API answers take milliseconds; money and uploads take longer. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus figures at GET /metrics: request rate and latency per route, the database pool, the
 * process (memory, event loop, GC); modules register their own (live connections, the events
 * outbox, pledges and payments by outcome). Each server has its own registry; a
 * scraper reads every instance.
 */
const metrics: FastifyPluginCallback<MetricsOptions> = (app, { enabled, token, poolStats, readReplica }, done) => {
  const registry = new Registry();
  app.decorate('metrics', registry);
  if (!enabled) {
    done();
    return;
  }

  collectDefaultMetrics({ register: registry, prefix: 'crowdspark_' });
  const requests = new Counter({
    name: 'crowdspark_http_requests_total',
    help: 'HTTP answers by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'crowdspark_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/campaigns/:campaignId), never the raw URL: labels stay few.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  if (poolStats) {
    new Gauge({
      name: 'crowdspark_db_pool_connections',
      help: 'Database pool connections by state (waiting: queries queued for a connection)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  if (readReplica) registerReplicaMetrics(registry, readReplica);

  app.get('/metrics', { logLevel: 'warn', config: { rateLimit: false } }, async (request, reply) => {
    if (token && !tokenMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'A metrics token is required.');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
  done();
};

function registerReplicaMetrics(registry: Registry, replica: ReadReplica): void {
  new Counter({
    name: 'crowdspark_db_replica_reads_total',
    help: 'Queries of the read handle by where they ran: the replica, or the primary while the replica failed',
    labelNames: ['served_by'] as const,
    registers: [registry],
    collect() {
      // The pool counts; the counter shows its totals (both only grow).
      const { replica: onReplica, primaryFallback } = replica.counts();
      this.reset();
      this.inc({ served_by: 'replica' }, onReplica);
      this.inc({ served_by: 'primary_fallback' }, primaryFallback);
    },
  });
  new Gauge({
    name: 'crowdspark_db_replica_up',
    help: '1 while the read replica answers, 0 while its reads fall back to the primary',
    registers: [registry],
    collect() {
      this.set(replica.isUp() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'crowdspark_db_replica_pool_connections',
    help: 'Read replica pool connections by state (waiting: queries queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = replica.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
