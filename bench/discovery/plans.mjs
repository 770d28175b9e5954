// EXPLAIN (ANALYZE, BUFFERS) of every statement the discovery bench's reads run.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SERVER_ENTRY } from '../server.mjs';
import { SEARCH_QUERIES } from './queries.mjs';

/**
 * Every statement a search (and the uncached feed page and /api/discover) runs, captured from
 * the app's own code (the built modules on a Kysely like the app's), then run again under EXPLAIN
 * (ANALYZE, BUFFERS): its top node, time and the nodes that took the time.
 */
export async function explainReads(databaseUrl) {
  const captured = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const built = (file) => import(pathToFileURL(path.join(path.dirname(SERVER_ENTRY), file)).href);
  const { searchCampaigns } = await built('modules/campaigns/discovery/search.js');
  const { listLiveCampaigns } = await built('modules/campaigns/listings/listing.js');
  const { getCategoryCounts, getDiscover } = await built('modules/campaigns/discovery/discover.js');
  const reads = SEARCH_QUERIES.map(({ name, q }) => ({
    name: `search ${name} "${q}"`,
    run: () => searchCampaigns({ db }, { q, type: 'campaigns', sort: 'relevance', limit: 20 }),
  }));
  reads.push(
    {
      name: 'feed newest, page 2',
      run: async () => {
        const first = await listLiveCampaigns({ db }, { sort: 'newest', limit: 20 });
        captured.length = 0;
        await listLiveCampaigns({ db }, { sort: 'newest', limit: 20, cursor: first.nextCursor });
      },
    },
    { name: 'discover (every section)', run: () => getDiscover(db, () => getCategoryCounts(db)) },
  );
  const plans = [];
  try {
    for (const { name, run } of reads) {
      captured.length = 0;
      await run();
      const statements = [...captured];
      for (const [index, query] of statements.entries()) {
        const { rows } = await pool.query(`explain (analyze, buffers, format json) ${query.sql}`, [...query.parameters]);
        const summary = summarisePlan(rows[0]['QUERY PLAN'][0]);
        plans.push({ read: name, statement: index + 1, ...summary });
        console.log(`  ${name}, statement ${index + 1}/${statements.length}: ${summary.executionMs} ms`);
        for (const line of summary.lines) console.log(`      ${line}`);
      }
    }
  } finally {
    await db.destroy();
  }
  return plans;
}

/** The plan's nodes as indented lines (node, relation or index, rows, time, buffers), the slow ones only below 3 levels. */
function summarisePlan(plan) {
  const lines = [];
  const visit = (node, depth) => {
    const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const time = node['Actual Total Time'] * (node['Actual Loops'] ?? 1);
    const buffers = (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
    if (depth < 3 || time >= 1)
      lines.push(
        `${'  '.repeat(depth)}${node['Node Type']}${on}: ${node['Actual Rows']} rows × ${node['Actual Loops']} loops, ${time.toFixed(2)} ms, ${buffers} buffers (${node['Shared Read Blocks'] ?? 0} read)`,
      );
    for (const child of node.Plans ?? []) visit(child, depth + 1);
  };
  visit(plan.Plan, 0);
  return { executionMs: +plan['Execution Time'].toFixed(2), planningMs: +plan['Planning Time'].toFixed(2), lines };
}
