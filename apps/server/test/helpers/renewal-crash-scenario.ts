import { expect } from 'vitest';
import type { HttpAnswer } from './cookie-client.js';
import type { CrashDatabase } from './crash-database.js';
import { freePort } from './free-port.js';
import { expectEveryPeriodPaidOnce } from './renewal-crash-checks.js';
import { AdminClient, crashSecrets, letFollowUpsFallDue, setUpMembers, startServer, type RenewNowBody } from './renewal-crash.js';
import type { ServerProcess } from './server-process.js';

/**
 * kill -9 in the middle of a burst of membership renewals (docs/product-rules.md#memberships):
 * the real server, on `database`, renews every membership at once (DEV_TOOLS renew-now, while its
 * job runner takes the renewals due) and is killed with SIGKILL once about a third have answered.
 * Started again on the same data, the follow-ups the crash left (card charges whose after-commit
 * step died) run, then every membership is renewed once more; each month is then paid exactly once.
 */
let current: ServerProcess | null = null;

/** Kills a server the scenario left running (a test that timed out never reaches its own cleanup). */
export async function killLeftoverServer(): Promise<void> {
  const left = current;
  current = null;
  if (!left) return;
  left.child.kill('SIGKILL');
  await left.exited;
}

export async function runRenewalCrashScenario(database: CrashDatabase, memberCount: number): Promise<void> {
  const secrets = crashSecrets();
  const t0 = Date.now();
  const timings: Record<string, number> = {};
  const mark = (phase: string) => (timings[phase] = Math.round((Date.now() - t0) / 1000));
  const scenario = await setUpMembers(database, secrets, memberCount);
  mark('set up');
  const port = await freePort();
  let server: ServerProcess | null = null;
  try {
    server = current = startServer(database, secrets, port);
    const first = await AdminClient.signIn(await server.listening, scenario.adminEmail);
    mark('started');

    // The burst: renew-now for everyone at once; SIGKILL once a third have answered.
    const killAfter = Math.floor(memberCount / 3);
    const answers = new Map<string, HttpAnswer>();
    const running = server;
    await Promise.all(
      scenario.members.map(async (member) => {
        try {
          const answer = await first.renewNow(member.membershipId);
          answers.set(member.membershipId, answer);
          if (answers.size === killAfter) running.child.kill('SIGKILL');
        } catch {
          // The connection died with the process: no answer.
        }
      }),
    );
    expect(await server.exited).toBeNull();
    server = null;
    const lost = memberCount - answers.size;
    expect(lost, 'the kill should land mid-burst').toBeGreaterThan(0);
    for (const [id, answer] of answers) {
      expect(answer.status, `${id}: ${JSON.stringify(answer.body)}`).toBe(200);
      const body = answer.body as RenewNowBody;
      // Renewed, or its job renewed it first (nothing left of that period to do); a card charge the
      // job opened first is settled by whichever of the two asks the provider first.
      expect(['renewed', 'charging_card', 'nothing']).toContain(body.outcome);
      if (body.outcome === 'charging_card') expect(['credited', 'already_final']).toContain(body.card);
    }

    // Down: what the crash left half done, and the follow-ups falling due as time passes.
    let handle = await database.open();
    const pendingCardCharges = await handle.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .where('chargeReference', 'is not', null)
      .execute();
    const followUps = await letFollowUpsFallDue(handle.db);
    await handle.close();

    // Restarted on the same data: the job runner finishes what was left, then everyone is renewed again.
    server = current = startServer(database, secrets, port);
    const second = await AdminClient.signIn(await server.listening, scenario.adminEmail);
    mark('restarted');
    expect(await second.runJobsUntilIdle()).toBe(0);
    const rerunAt = new Date();
    const again = await Promise.all(scenario.members.map((m) => second.renewNow(m.membershipId)));
    for (const [i, answer] of again.entries()) {
      const member = scenario.members[i];
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual(
        member?.kind === 'wallet'
          ? { outcome: 'renewed', card: null, status: 'active' }
          : { outcome: 'charging_card', card: 'credited', status: 'active' },
      );
    }
    expect(await second.runJobsUntilIdle()).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;

    mark('stopped');
    handle = await database.open();
    try {
      const renewals = await expectEveryPeriodPaidOnce(handle.db, scenario);
      // The jobs settled every card charge the crash left pending, before the second renew-now could.
      const settledLate = await handle.db
        .selectFrom('payments')
        .select(['chargeReference', 'completedAt'])
        .where('chargeReference', 'is not', null)
        .where('createdAt', '<', rerunAt)
        .where((eb) => eb.or([eb('completedAt', 'is', null), eb('completedAt', '>=', rerunAt)]))
        .execute();
      expect(settledLate).toEqual([]);
      // Whoever was answered "renewed" before the kill had that month committed: two renewals at least.
      for (const [id, answer] of answers)
        if ((answer.body as RenewNowBody).outcome !== 'nothing') expect(renewals.get(id)).toBeGreaterThanOrEqual(2);
      const counts = [...renewals.values()].reduce<Record<number, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {});
      console.info(
        `renewal crash (${database.kind}): ${memberCount} members, ${lost} unanswered at the kill, ` +
          `${pendingCardCharges.length} card charges left pending, ${followUps} follow-ups run after the restart, ` +
          `renewals per membership ${JSON.stringify(counts)}; seconds since the start ${JSON.stringify(timings)}`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
}
