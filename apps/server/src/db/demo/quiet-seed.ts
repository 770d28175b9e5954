import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app.js';
import type { Config } from '../../config/load-config.js';
import { demoSeedDeps, seedDemoData } from '../seed-demo.js';
import type { DemoSeed } from '../seed-demo.js';

/** Rounds of event delivery the seed waits for at most (each up to 500 deliveries). */
const MAX_DELIVERY_ROUNDS = 20;

/**
 * Seeds the demo without burying the server's start in its work. The seed goes through the app's
 * own services, and each says what it did at info: a first start printed about 900 lines (every
 * sandbox webhook and its request, every stored mail, each settlement), and the mails and notices
 * its events set off printed after the address. So, at the default level (info), info lines are
 * held back while it runs (warnings and errors still show), and the events it recorded are
 * delivered before it returns; the caller logs the seed's result as one line. With LOG_LEVEL debug
 * or trace, everything prints as before.
 */
export async function seedDemoQuietly(app: App, config: Config, logger: FastifyBaseLogger): Promise<DemoSeed> {
  const level = logger.level;
  // Every logger of the app (request loggers, the mail sender's, the job runner's) is a child of
  // this one that never set its own level, so raising the root's reaches them all.
  if (level === 'info') logger.level = 'warn';
  try {
    const demo = await seedDemoData(demoSeedDeps(app, config));
    // Only a server that runs jobs delivers events; others leave them to the one that does.
    if (config.jobs.pollIntervalMs !== null) await deliverPendingEvents(app);
    return demo;
  } finally {
    logger.level = level;
  }
}

/** Delivers the due events (the seed's mails and notices) until none is left, within a bound. */
async function deliverPendingEvents(app: App): Promise<void> {
  for (let round = 0; round < MAX_DELIVERY_ROUNDS; round += 1) {
    const { delivered, failed } = await app.events.dispatchPending();
    if (delivered + failed === 0) return;
  }
}
