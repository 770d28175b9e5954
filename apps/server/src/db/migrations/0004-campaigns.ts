import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Campaigns: the campaign, its reward tiers, FAQ entries and images. Draft fields are
 * nullable (a draft may be incomplete); launching checks the full schema in the service. Money is
 * bigint minor units. `raised` and `backers_count` are cached counters the pledge work maintains.
 * Ids are short url-safe text (see modules/campaigns/ids.ts), so saved_campaigns.campaign_id
 * becomes text and gets the foreign key 0001 promised.
 */
const UP = [
  sql`create table campaigns (
    id text primary key,
    -- restrict: a launched campaign carries money history; account deletion removes drafts first.
    owner_id text not null references users (id) on delete restrict,
    title text,
    blurb text,
    story_html text,
    category text,
    tags text[] not null default '{}',
    location text,
    cover_image_id text,
    video_url text,
    goal bigint constraint campaigns_goal_check check (goal is null or goal > 0),
    currency char(3) not null default 'USD',
    funding_model text constraint campaigns_funding_model_check check (funding_model in ('all_or_nothing', 'keep_it_all')),
    duration_days integer constraint campaigns_duration_check check (duration_days between 1 and 60),
    status text not null default 'draft' constraint campaigns_status_check
      check (status in ('draft', 'live', 'successful', 'unsuccessful', 'canceled', 'suspended')),
    suspended_from_status text,
    launched_at timestamptz,
    ends_at timestamptz,
    ended_at timestamptz,
    raised bigint not null default 0 constraint campaigns_raised_check check (raised >= 0),
    backers_count integer not null default 0 constraint campaigns_backers_check check (backers_count >= 0),
    views_count bigint not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint campaigns_live_complete check (
      status = 'draft' or suspended_from_status = 'draft' or (title is not null and goal is not null and funding_model is not null
        and duration_days is not null and launched_at is not null and ends_at is not null)
    ),
    constraint campaigns_suspended_from check ((status = 'suspended') = (suspended_from_status is not null))
  )`,
  sql`create index campaigns_owner_id_idx on campaigns (owner_id, created_at desc)`,
  // The listing's three sorts over live campaigns, each with id as the tie-breaker (keyset pages).
  sql`create index campaigns_live_newest_idx on campaigns (launched_at desc, id desc) where status = 'live'`,
  sql`create index campaigns_live_ending_soon_idx on campaigns (ends_at, id) where status = 'live'`,
  sql`create index campaigns_live_most_funded_idx on campaigns (((raised * 10000) / goal) desc, id desc) where status = 'live'`,
  sql`create index campaigns_live_category_idx on campaigns (category, launched_at desc, id desc) where status = 'live'`,

  sql`create table campaign_reward_tiers (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    position integer not null,
    title text not null,
    description text not null,
    minimum_pledge bigint not null constraint campaign_reward_tiers_minimum_check check (minimum_pledge >= 100),
    quantity integer constraint campaign_reward_tiers_quantity_check check (quantity is null or quantity >= 1),
    claimed integer not null default 0,
    estimated_delivery char(7) not null,
    created_at timestamptz not null default now(),
    constraint campaign_reward_tiers_claimed_check check (claimed >= 0 and (quantity is null or claimed <= quantity))
  )`,
  sql`create index campaign_reward_tiers_campaign_idx on campaign_reward_tiers (campaign_id, position)`,

  sql`create table campaign_faqs (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    position integer not null,
    question text not null,
    answer text not null
  )`,
  sql`create index campaign_faqs_campaign_idx on campaign_faqs (campaign_id, position)`,

  sql`create table campaign_images (
    id text primary key,
    campaign_id text not null references campaigns (id) on delete cascade,
    role text not null constraint campaign_images_role_check check (role in ('cover', 'gallery')),
    position integer not null default 0,
    variants jsonb not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index campaign_images_campaign_idx on campaign_images (campaign_id, role, position)`,
  sql`alter table campaigns add constraint campaigns_cover_image_fk
    foreign key (cover_image_id) references campaign_images (id) on delete set null`,

  sql`alter table saved_campaigns alter column campaign_id type text using campaign_id::text`,
  sql`alter table saved_campaigns add constraint saved_campaigns_campaign_fk
    foreign key (campaign_id) references campaigns (id) on delete cascade`,
];

const DOWN = [
  sql`alter table saved_campaigns drop constraint saved_campaigns_campaign_fk`,
  sql`alter table saved_campaigns alter column campaign_id type uuid using campaign_id::uuid`,
  sql`alter table campaigns drop constraint campaigns_cover_image_fk`,
  sql`drop table campaign_images`,
  sql`drop table campaign_faqs`,
  sql`drop table campaign_reward_tiers`,
  sql`drop table campaigns`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
