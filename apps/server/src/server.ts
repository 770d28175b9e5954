import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import type { App } from './app.js';
import { loadConfig } from './config/load-config.js';
import { ConfigError } from './config/env-values.js';
import type { Config } from './config/load-config.js';
import { openDatabase } from './db/database.js';
import type { DatabaseHandle, DatabaseTarget } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoQuietly } from './db/demo/quiet-seed.js';
import { createLogger } from './logger.js';
import { drainAndClose } from './shutdown.js';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        connectionString: config.databaseUrl,
        maxConnections: config.databasePool.max,
        readConnectionString: config.databasePool.readUrl,
        readMaxConnections: config.databasePool.readMax,
      }
    : { kind: 'pglite', dataDir: config.pgliteDir };
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel, nodeEnv: config.nodeEnv });
  process.on('uncaughtException', (error) => exitOnFatal(logger, error, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => exitOnFatal(logger, reason, 'unhandled promise rejection'));

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(databaseTarget(config), {
      onPoolError: (error) => logger.error({ err: error }, 'database connection error'),
      replica: {
        onDown: (error) => logger.warn({ err: error }, 'read replica not answering: its reads go to the primary'),
        onUp: () => logger.info('read replica answering again: its reads go back to it'),
      },
    });
    logger.info(
      {
        database: database.kind,
        readReplica: database.readReplica !== null,
        ...(database.kind === 'pglite' ? { dataDir: config.pgliteDir } : {}),
      },
      'database opened',
    );
    const migrations = await migrateToLatest(database.db);
    logger.info(
      { applied: migrations.map((m) => m.migrationName) },
      migrations.length ? 'migrations applied' : 'schema up to date',
    );
    const app = await buildApp({
      config,
      db: database.db,
      readDb: database.readDb,
      readReplica: database.readReplica,
      logger,
      listen: database.listen,
      poolStats: database.poolStats,
    });
    // After buildApp: demo money and pictures go through the app's own services (sandbox webhook,
    // pledges, upload pipeline, campaign-end job); before listen, so the first visitor sees them.
    // Quietly: one summary line, not one per webhook, request and mail.
    const demo = config.seedDemo ? await seedDemoQuietly(app, config, logger) : null;
    if (demo) logger.info(demo.result, 'demo data seeded');
    handleShutdownSignals(app, database, logger, config.shutdownDrainMs);
    await app.listen({ port: config.port, host: config.host });
    // One friendly line with the address to open (Fastify's own line names the listening socket, which
    // may be 127.0.0.1: a different origin from PUBLIC_URL for the browser).
    const address = app.server.address();
    // PORT=0 picks a free port: the default PUBLIC_URL learns it only now.
    const openAt =
      typeof address === 'object' && address ? config.publicUrl.replace(/:0$/, `:${address.port}`) : config.publicUrl;
    logger.debug({ webDistDir: config.webDistDir }, 'serving the web app');
    if (config.mail.devOutbox)
      logger.info(`Mail sent in development is at ${openAt}/dev/outbox (?to=someone@example.com for one person's)`);
    // The address to open is the last line a start prints.
    logger.info(`Crowdspark is running at ${openAt}`);
    // The demo's remaining gallery pictures are drawn while the server already answers (at debug:
    // nothing should print under the address of a healthy start).
    if (demo)
      demo.finish().then(
        (added) => logger.debug({ galleryImagesAdded: added }, 'demo gallery pictures added'),
        (error: unknown) => logger.error({ err: error }, 'demo gallery pictures failed'),
      );
  } catch (error) {
    logger.fatal({ err: error }, 'server failed to start');
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * SIGTERM (orchestrators) and SIGINT (Ctrl+C): first /api/ready answers 503 for the drain delay
 * while everything else is still served, so balancers take this server out of rotation; then it
 * stops accepting connections, lets in-flight requests finish (Fastify's close: live sockets are
 * told to reconnect elsewhere, page views waiting are written) and closes the database. A second
 * signal, or a drain longer than the timeout, ends the process at once.
 */
function handleShutdownSignals(app: App, database: DatabaseHandle, logger: FastifyBaseLogger, drainMs: number): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal, drainMs }, 'shutting down: out of rotation, then draining requests');
    setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await drainAndClose(app, drainMs);
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void shutdown(s));
}

function exitOnFatal(logger: FastifyBaseLogger, error: unknown, message: string): never {
  logger.fatal({ err: error }, message);
  process.exit(1);
}

await start();
