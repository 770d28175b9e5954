// Generates the discovery bench's database: owners and campaigns with every column the listings and
// search read, their search documents written by the app's own trigger (migration 0013).
import pg from 'pg';
import { startServer, stop } from '../server.mjs';
import { ADJECTIVES, AUDIENCES, CATEGORIES, CITIES, FIRST_NAMES, LAST_NAMES, NOUNS, RARE, TAGS } from './words.mjs';

const CAMPAIGNS_PER_OWNER = 20;
const BATCH = 100_000;
export const DATABASE_NAME = 'crowdspark_bench_discovery';

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

/** Migrates the empty database (the server does it when it starts), then generates the rows and ANALYZEs. */
export async function migrateAndGenerate(databaseUrl, { port, dataDir, serverEnv, count, results }) {
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
export async function generatedDatabase(adminUrl, count) {
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
