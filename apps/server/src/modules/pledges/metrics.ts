import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';

/** Routes whose answers are pledges made, changed or canceled, by route pattern under /api. */
const PLEDGE_ACTIONS: Record<string, string> = {
  'POST /api/campaigns/:id/pledges': 'create',
  'PATCH /api/pledges/:id': 'change',
  'POST /api/pledges/:id/cancel': 'cancel',
  'POST /api/pledges/checkout': 'checkout',
};

/** accepted (2xx), refused (4xx: the rules said no, e.g. a short wallet), failed (5xx: ours). */
function outcomeOf(status: number): 'accepted' | 'refused' | 'failed' {
  if (status >= 500) return 'failed';
  return status >= 400 ? 'refused' : 'accepted';
}

/** crowdspark_pledges_total{action,outcome}: what this server did with pledge requests (/metrics). */
export function countPledgeOutcomes(app: FastifyInstance): void {
  const pledges = new Counter({
    name: 'crowdspark_pledges_total',
    help: 'Pledge requests answered by this server, by action and outcome',
    labelNames: ['action', 'outcome'] as const,
    registers: [app.metrics],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const action = PLEDGE_ACTIONS[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (action) pledges.inc({ action, outcome: outcomeOf(reply.statusCode) });
    done();
  });
}
