// Discovery bench: 1,000,000 campaigns on a fresh PostgreSQL database, then search
// latency (p50/p95/p99) for a selective term, a common term, a one-letter typo and a prefix, the
// feed and /api/discover (req/s, p99) next to the bare route, and EXPLAIN (ANALYZE, BUFFERS) of
// every statement a search runs, so a plan problem shows itself.
// Called by bench/run.mjs; alone: `node bench/discovery.mjs` (BENCH_DISCOVERY_CAMPAIGNS, BENCH_PORT_BASE,
// BENCH_DATABASE_URL, BENCH_SERVER_ENTRY; the server build must exist).
//
// The rows are what the app would hold: campaigns and their owners are inserted with every column
// the listings and search read, and the search documents and vocabulary are written by the app's
// own trigger (migration 0013) as the rows go in, not by a copy of it here.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { SERVER_ENTRY, load, ratio, startServer, stop } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const DISCOVERY_CAMPAIGNS = Number(process.env.BENCH_DISCOVERY_CAMPAIGNS ?? 1_000_000);
const CAMPAIGNS_PER_OWNER = 20;
const BATCH = 100_000;
/** Sequential requests per search query (after a warm-up): latency, not throughput. */
const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 200);
const SEARCH_WARM_UP = 10;
const DATABASE_NAME = 'crowdspark_bench_discovery';
/** BENCH_DISCOVERY_REUSE=true measures the database an earlier run generated (when it is complete). */
const REUSE = process.env.BENCH_DISCOVERY_REUSE === 'true';

// ---- realistic words ----
const ADJECTIVES = [
  'solar',
  'modular',
  'handmade',
  'open',
  'tiny',
  'portable',
  'analog',
  'wooden',
  'electric',
  'vintage',
  'urban',
  'wild',
  'quiet',
  'bright',
  'repairable',
  'compact',
  'foldable',
  'smart',
  'organic',
  'recycled',
  'cosy',
  'rugged',
  'minimal',
  'colourful',
  'waterproof',
  'lightweight',
  'silent',
  'curious',
  'hidden',
  'floating',
  'magnetic',
  'ceramic',
  'woven',
  'hand-drawn',
  'pocket',
  'cordless',
  'edible',
  'fermented',
  'heirloom',
  'seasonal',
  'lunar',
  'coastal',
  'northern',
  'nomadic',
  'playful',
  'honest',
  'slow',
  'brave',
  'gentle',
  'loud',
  'electronic',
  'acoustic',
  'illustrated',
  'animated',
  'independent',
  'collaborative',
  'circular',
  'zero-waste',
  'modern',
  'classic',
  'retro',
  'sturdy',
  'elegant',
  'clever',
];
const NOUNS = [
  'lantern',
  'lamp',
  'kettle',
  'bike',
  'backpack',
  'synthesizer',
  'keyboard',
  'camera',
  'novel',
  'comic',
  'album',
  'documentary',
  'garden',
  'bakery',
  'chess',
  'puzzle',
  'watch',
  'speaker',
  'drone',
  'telescope',
  'notebook',
  'printer',
  'journal',
  'map',
  'cookbook',
  'sneaker',
  'jacket',
  'tent',
  'kayak',
  'guitar',
  'violin',
  'drum',
  'headphones',
  'radio',
  'clock',
  'table',
  'chair',
  'shelf',
  'planter',
  'greenhouse',
  'beehive',
  'brewery',
  'cafe',
  'festival',
  'theatre',
  'podcast',
  'zine',
  'magazine',
  'anthology',
  'poster',
  'print',
  'sculpture',
  'mural',
  'quilt',
  'scarf',
  'sweater',
  'boots',
  'wallet',
  'bag',
  'knife',
  'pan',
  'oven',
  'grill',
  'sauce',
  'chocolate',
  'coffee',
  'tea',
  'cider',
  'cheese',
  'bread',
  'pasta',
  'honey',
  'jam',
  'robot',
  'sensor',
  'charger',
  'battery',
  'scooter',
  'skateboard',
  'surfboard',
  'snowboard',
  'game',
  'card',
  'dice',
  'miniature',
  'figure',
  'toy',
  'kite',
  'glider',
  'boat',
  'workshop',
  'library',
  'studio',
  'app',
  'platform',
  'tool',
  'kit',
  'board',
  'light',
  'fountain',
  'bench',
  'playground',
  'orchard',
  'farm',
];
/** Each stands in about one campaign in 12,000 (the selective term is one of them). */
const RARE = [
  'theremin',
  'kalimba',
  'marimba',
  'sourdough',
  'kombucha',
  'letterpress',
  'risograph',
  'origami',
  'terrarium',
  'harpsichord',
  'accordion',
  'didgeridoo',
  'bagpipes',
  'ukulele',
  'mandolin',
  'banjo',
  'zither',
  'glockenspiel',
  'sauerkraut',
  'kimchi',
  'tempeh',
  'miso',
  'gnocchi',
  'pretzel',
  'croissant',
  'baklava',
  'macaron',
  'nougat',
  'astrolabe',
  'sextant',
  'gyroscope',
  'periscope',
  'kaleidoscope',
  'zoetrope',
  'stereoscope',
  'phonograph',
  'typewriter',
  'calligraphy',
  'marquetry',
  'bookbinding',
  'woodturning',
  'blacksmithing',
  'glassblowing',
  'weaving',
  'embroidery',
  'crochet',
  'macrame',
  'batik',
  'shibori',
  'indigo',
  'saffron',
  'lavender',
  'juniper',
  'elderflower',
  'rhubarb',
  'quince',
  'persimmon',
  'kumquat',
  'tamarind',
  'cardamom',
  'axolotl',
  'narwhal',
  'pangolin',
  'capybara',
  'tardigrade',
  'hedgehog',
  'puffin',
  'wombat',
  'platypus',
  'chameleon',
  'aurora',
  'nebula',
  'quasar',
  'meteorite',
  'glacier',
  'fjord',
  'tundra',
  'savanna',
  'monsoon',
  'volcano',
  'labyrinth',
  'lighthouse',
  'windmill',
  'aqueduct',
];
const AUDIENCES = [
  'makers',
  'families',
  'gamers',
  'cyclists',
  'cooks',
  'readers',
  'travellers',
  'students',
  'gardeners',
  'musicians',
];
const TAGS = [
  'solar-power',
  'open-source',
  'zero-waste',
  'handmade',
  'local',
  'vegan',
  'retro',
  'diy',
  'kids',
  'outdoors',
  'sustainable',
  'accessible',
  'board-games',
  'indie',
  'print',
  'vinyl',
  'repair',
  'education',
  'travel',
  'wellbeing',
];
const CITIES = [
  'Berlin, Germany',
  'Utrecht, Netherlands',
  'Lyon, France',
  'Zürich, Switzerland',
  'Montréal, Canada',
  'São Paulo, Brazil',
  'Kraków, Poland',
  'Lisbon, Portugal',
  'Portland, USA',
  'Austin, USA',
  'Melbourne, Australia',
  'Wellington, New Zealand',
  'Oslo, Norway',
  'Malmö, Sweden',
  'Copenhagen, Denmark',
  'Dublin, Ireland',
  'Glasgow, UK',
  'Bristol, UK',
  'Ghent, Belgium',
  'Bologna, Italy',
  'Valencia, Spain',
  'Porto, Portugal',
  'Tallinn, Estonia',
  'Ljubljana, Slovenia',
  'Kyoto, Japan',
  'Seoul, South Korea',
  'Cape Town, South Africa',
  'Nairobi, Kenya',
  'Mexico City, Mexico',
  'Bogotá, Colombia',
];
const FIRST_NAMES = [
  'Ann',
  'Ben',
  'Chloé',
  'David',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kenji',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tomás',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoë',
  'Amara',
  'Bruno',
  'Carmen',
];
const LAST_NAMES = [
  'Example',
  'Berger',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hansen',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Müller',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Urban',
  'Vargas',
  'Weber',
  'Yilmaz',
];
const CATEGORIES = [
  'technology',
  'games',
  'design',
  'film',
  'music',
  'publishing',
  'fashion',
  'food',
  'community',
  'environment',
];

/** What the search rows measure: a word in ~80 campaigns, one in ~12 % of them, a typo of the first, a typed prefix. */
export const SEARCH_QUERIES = [
  { name: 'selective term', q: 'theremin' },
  { name: 'common term', q: 'makers' },
  { name: 'one-letter typo', q: 'theremn' },
  { name: 'prefix', q: 'lant' },
];

/** Owners, then campaigns in batches; the 0013 trigger writes each public campaign's document and words. */
async function generate(client, count) {
  const owners = Math.max(1, Math.ceil(count / CAMPAIGNS_PER_OWNER));
  // Same figures every run.
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into users (id, email, display_name, username, email_verified, created_at)
     select 'bench_owner_' || n, 'bench.owner.' || n || '@crowdspark.test',
            ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (n / 7) % array_length($3::text[], 1)],
            'owner' || n, true, now() - interval '800 days'
     from generate_series(1, $1::int) as n`,
    [owners, FIRST_NAMES, LAST_NAMES],
  );
  const pick = (param, r) => `($${param}::text[])[1 + floor(${r} * array_length($${param}::text[], 1))::int]`;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    const started = Date.now();
    await client.query(
      `insert into campaigns (id, owner_id, title, blurb, story_source, story_html, category, tags, location, goal, currency,
                              funding_model, duration_days, status, launched_at, ends_at, ended_at, raised, backers_count,
                              created_at, updated_at, staff_picked_at, trending_score)
       select id, owner_id, title, blurb, story, '<p>' || story || '</p>', category, tags, location, goal, 'USD',
              funding_model, duration, status, launched_at,
              launched_at + duration * interval '1 day',
              case when status in ('successful', 'unsuccessful', 'canceled') then launched_at + duration * interval '1 day' end,
              raised, raised / 2500, coalesce(launched_at, now()) - interval '3 days', coalesce(launched_at, now()),
              case when status = 'live' and n % 997 = 0 then now() - r1 * interval '10 days' end,
              case when status = 'live' then floor(power(r2, 6) * 300)::int else 0 end
       from (
         select *,
                case when status = 'live' then now() - interval '1 hour' - r3 * (duration - 1) * interval '1 day'
                     when status = 'draft' then null
                     else now() - (duration + r3 * 700) * interval '1 day' end as launched_at,
                case status when 'live' then floor(goal * power(r4, 2) * 1.6)
                            when 'successful' then goal + floor(goal * r4 * 0.8)
                            when 'unsuccessful' then floor(goal * r4 * 0.95)
                            when 'canceled' then floor(goal * r4 * 0.5)
                            else 0 end::bigint as raised
         from (
           select n, r1, r2, r3, r4,
                  'bench' || lpad(n::text, 7, '0') as id,
                  'bench_owner_' || (1 + (n::bigint * 7919) % $3::int) as owner_id,
                  case when n % 150 = 0 then initcap(rare) || ' ' || noun || ' ' || noun2
                       when n % 4 = 0 then initcap(adj) || ' ' || noun || ' ' || noun2
                       when n % 4 = 1 then 'The ' || adj || ' ' || noun
                       when n % 4 = 2 then initcap(noun) || ' for ' || audience
                       else initcap(adj) || ' ' || noun || ': a ' || adj2 || ' ' || noun2 end as title,
                  'A ' || adj2 || ' ' || noun || ' for ' || audience || ', made in ' || split_part(city, ',', 1) || '.' as blurb,
                  'Our ' || noun || ' is ' || adj || ' and ' || adj2 || '. Every ' || noun2 || ' is made by hand in '
                    || city || '. Your pledge builds the first batch and ships it to ' || audience || ' everywhere.'
                    || case when n % 150 = 75 then ' It started with a ' || rare || '.' else '' end as story,
                  ${pick(8, 'power(r5, 1.3)')} as category,
                  array[tag1, tag2] as tags,
                  city as location,
                  (10 + floor(r6 * 4990))::bigint * 1000 as goal,
                  case when r7 < 0.3 then 'keep_it_all' else 'all_or_nothing' end as funding_model,
                  case when r8 < 0.7 then 30 else 60 end as duration,
                  case when n % 20 = 0 then 'draft' when n % 20 = 1 then 'canceled' when n % 20 < 5 then 'unsuccessful'
                       when n % 20 < 8 then 'successful' else 'live' end as status
           from (
             select n, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
                    random() as r7, random() as r8,
                    ${pick(4, 'random()')} as adj, ${pick(4, 'random()')} as adj2,
                    ${pick(5, 'random()')} as noun, ${pick(5, 'random()')} as noun2,
                    ${pick(6, 'random()')} as rare, ${pick(7, 'random()')} as audience,
                    ${pick(9, 'random()')} as tag1, ${pick(9, 'random()')} as tag2, ${pick(10, 'random()')} as city
             from generate_series($1::int, $2::int) as n
           ) as random_words
         ) as shaped
       ) as dated`,
      [from, to, owners, ADJECTIVES, NOUNS, RARE, AUDIENCES, CATEGORIES, TAGS, CITIES],
    );
    console.log(
      `    campaigns ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // The hours trending's job would count the scores from (pledges of the last 48 hours).
  await client.query(
    `insert into campaign_pledge_hours (campaign_id, hour, pledges)
     select id, date_trunc('hour', now()) - interval '1 hour', trending_score from campaigns where trending_score > 0`,
  );
  return owners;
}

/**
 * Secondary indexes of the tables the load writes are dropped before it and made again after it
 * from their own definitions (pg_get_indexdef): one sorted build instead of a million inserts
 * each. Constraint indexes stay (the trigger's ON CONFLICT needs them).
 */
async function withoutSecondaryIndexes(client, tables, work) {
  const { rows } = await client.query(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = any($1::text[]) and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index ${pg.escapeIdentifier(name)}`);
  await work();
  const started = Date.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const { definition } of rows) await client.query(definition);
  console.log(`    ${rows.length} indexes made again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential requests (one at a time): the latency a searcher sees, without queueing behind others. */
async function latency(url, title) {
  let matches = null;
  for (let i = 0; i < SEARCH_WARM_UP; i += 1) {
    const res = await fetch(url);
    const body = await res.json();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    matches = body;
  }
  const times = [];
  for (let i = 0; i < SEARCH_SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = {
    title,
    url: new URL(url).pathname + new URL(url).search,
    samples: times.length,
    p50Ms: +percentile(times, 50).toFixed(1),
    p95Ms: +percentile(times, 95).toFixed(1),
    p99Ms: +percentile(times, 99).toFixed(1),
    items: matches.items?.length ?? 0,
    correctedQuery: matches.correctedQuery ?? null,
  };
  console.log(
    `  ${title.padEnd(34)} p50 ${String(row.p50Ms).padStart(6)} ms   p95 ${String(row.p95Ms).padStart(6)} ms   p99 ${String(row.p99Ms).padStart(6)} ms   (${row.items} items${row.correctedQuery ? `, corrected to "${row.correctedQuery}"` : ''})`,
  );
  return row;
}

/**
 * Every statement a search (and the uncached feed page and /api/discover) runs, captured from
 * the app's own code (the built modules on a Kysely like the app's), then run again under EXPLAIN
 * (ANALYZE, BUFFERS): its top node, time and the nodes that took the time.
 */
async function explainReads(databaseUrl) {
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

/** Migrates the empty database (the server does it when it starts), then generates the rows and ANALYZEs. */
async function migrateAndGenerate(databaseUrl, { port, dataDir, serverEnv, count, results }) {
  await stop(await startServer({ port, databaseUrl, dataDir, env: serverEnv }));
  console.log(`\nDiscovery: generating ${count.toLocaleString('en-US')} campaigns on PostgreSQL`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await withoutSecondaryIndexes(client, ['campaigns', 'campaign_search_documents', 'campaign_search_words'], async () => {
      results.owners = await generate(client, count);
    });
    // VACUUM too: a database in use has its visibility map set by autovacuum, which index-only scans need.
    await client.query('vacuum analyze');
    const { rows } = await client.query(
      `select (select count(*) from campaigns)::int as campaigns, (select count(*) from campaign_search_documents)::int as documents,
              (select count(*) from campaign_search_words)::int as words,
              pg_size_pretty(pg_total_relation_size('campaigns')) as campaigns_size,
              pg_size_pretty(pg_total_relation_size('campaign_search_documents')) as documents_size`,
    );
    const data = { ...rows[0], seconds: Math.round((Date.now() - started) / 1000) };
    console.log(
      `    ${data.campaigns} campaigns (${data.campaigns_size}), ${data.documents} search documents (${data.documents_size}), ${data.words} words, in ${data.seconds} s`,
    );
    return data;
  } finally {
    await client.end();
  }
}

/** The URL of an earlier run's database when it holds at least `count` campaigns (BENCH_DISCOVERY_REUSE=true). */
async function generatedDatabase(adminUrl, count) {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from campaigns');
    return rows[0].n >= count ? url.toString() : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The whole discovery bench. `bareRow` is the bare Fastify route's row when the caller measured
 * it in the same run; otherwise it is measured here on `portBase + 1`.
 */
export async function discoveryBench({ adminUrl, portBase, bareRow = null, count = DISCOVERY_CAMPAIGNS }) {
  const results = { campaigns: count, loadAverageBefore: loadavg().map((n) => +n.toFixed(2)) };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-bench-discovery-'));
  const port = portBase;
  // No demo rows, and no jobs: the figures are the requests', not a settlement run's.
  const serverEnv = { SEED_DEMO: 'false', JOBS_ENABLED: 'false' };
  let databaseUrl = REUSE ? await generatedDatabase(adminUrl, count) : null;
  try {
    if (databaseUrl) {
      console.log(`\nDiscovery: reusing ${DATABASE_NAME} (${count.toLocaleString('en-US')} campaigns or more)`);
    } else {
      databaseUrl = await freshDatabase(adminUrl, DATABASE_NAME);
      results.data = await migrateAndGenerate(databaseUrl, { port, dataDir, serverEnv, count, results });
    }

    let bare = null;
    if (!bareRow) {
      bare = Fastify({ logger: false });
      bare.get('/bare', async () => ({ status: 'ok' }));
      await bare.listen({ port: portBase + 1, host: '127.0.0.1' });
    }
    const server = await startServer({ port, databaseUrl, dataDir, env: serverEnv });
    const base = `http://127.0.0.1:${port}`;
    try {
      console.log(`\n  Search, ${SEARCH_SAMPLES} requests one at a time per query (${count.toLocaleString('en-US')} campaigns):`);
      results.search = [];
      for (const { name, q } of SEARCH_QUERIES)
        results.search.push({ q, ...(await latency(`${base}/api/search?q=${encodeURIComponent(q)}`, `${name} "${q}"`)) });

      console.log('\n  Feed and discover under load:');
      const barePart = bareRow ?? (await load(`http://127.0.0.1:${portBase + 1}/bare`, 'bare Fastify route'));
      const firstPage = await (await fetch(`${base}/api/feed?tab=newest`)).json();
      const rows = [
        await load(`${base}/api/feed`, 'GET /api/feed (first page)'),
        await load(`${base}/api/feed?tab=newest&cursor=${encodeURIComponent(firstPage.nextCursor)}`, 'GET /api/feed (page 2)'),
        await load(`${base}/api/feed?tab=trending`, 'GET /api/feed?tab=trending'),
        await load(`${base}/api/discover`, 'GET /api/discover'),
      ];
      results.http = [barePart, ...rows.map((row) => ({ ...row, ...ratio(row, barePart) }))];
      console.log('  Ratios to the bare route (throughput, p99):');
      for (const row of results.http.slice(1))
        console.log(`    ${row.title.padEnd(36)} x${row.throughputVsBare}   p99 x${row.p99VsBare}`);
    } finally {
      await stop(server);
      await bare?.close();
    }

    console.log('\n  EXPLAIN (ANALYZE, BUFFERS) of each statement the reads run:');
    results.plans = await explainReads(databaseUrl);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  results.loadAverageAfter = loadavg().map((n) => +n.toFixed(2));
  console.log(`\n  Load average before ${results.loadAverageBefore.join(' ')}, after ${results.loadAverageAfter.join(' ')}`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { writeFile, mkdir } = await import('node:fs/promises');
  const results = await discoveryBench({
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    portBase: Number(process.env.BENCH_PORT_BASE ?? 3310),
  });
  await mkdir(path.join(root, '.bench'), { recursive: true });
  await writeFile(path.join(root, '.bench/discovery.json'), JSON.stringify(results, null, 2));
  console.log('\nSaved .bench/discovery.json');
}
