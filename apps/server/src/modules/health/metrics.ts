import type { OutboxHealth } from '@crowdspark/shared/contracts/admin-events';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

/**
 * The events outbox at /metrics: deliveries waiting, retrying and failed, and the age of the
 * oldest waiting one. These are the database's figures (every server reports the same), read
 * through the readiness probe's 5-second cache so scrapes add no load.
 */
export function reportOutboxMetrics(registry: Registry, read: () => Promise<OutboxHealth | null>): void {
  new Gauge({
    name: 'crowdspark_event_deliveries',
    help: 'Event deliveries by state (pending includes retrying; failed: attempts used up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const health = await read();
      if (!health) return;
      this.set({ state: 'pending' }, health.pending);
      this.set({ state: 'retrying' }, health.retrying);
      this.set({ state: 'failed' }, health.failed);
    },
  });
  new Gauge({
    name: 'crowdspark_event_oldest_pending_age_seconds',
    help: 'Seconds since the oldest event with a pending delivery was recorded',
    registers: [registry],
    async collect() {
      const health = await read();
      if (health) this.set(health.oldestPendingAgeSeconds);
    },
  });
}
