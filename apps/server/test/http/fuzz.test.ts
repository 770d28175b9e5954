import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORIGIN, cookiesFrom } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { useTestApp } from '../helpers/use-test-app.js';
import { moneyUser } from '../factories/money.js';

/**
 * Fuzz test: requests generated from the app's own route table (every route as Fastify registers
 * it, with its zod schemas) and Better Auth's endpoint table, sent signed out, as a plain user and
 * as an admin. Each route gets path ids such as %00, .., 10 KB ids and unicode; each query and body
 * field gets wrong types, missing, null, NUL bytes, huge and unicode values; bodies get extra
 * fields, wrong shapes and empty or broken files. The only assertion: the server never answers 5xx
 * (and never hangs). Deterministic (a seeded generator) and bounded (a cap per route and identity).
 */

const SEED = 0x5eed_c0de;
/**
 * Requests per route and identity: every case of the classes that once answered 500 (NUL
 * characters, empty files), then others picked by the seeded generator up to this many.
 */
const MAX_CASES_PER_ROUTE = 20;
const MAX_CASES_SIGNED_OUT = 10;
const ALWAYS_SENT = /NUL|%00|empty file|Upload-Length 0/;
const REQUEST_TIMEOUT_MS = 10_000;

function pickCases(cases: Case[], count: number, random: () => number): Case[] {
  const always = cases.filter((c) => ALWAYS_SENT.test(c.name));
  const others = cases.filter((c) => !ALWAYS_SENT.test(c.name));
  return [...always, ...seededSample(others, Math.max(0, count - always.length), random)];
}

function seededSample<T>(items: T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

// ---- zod introspection (zod 4 keeps the definition at schema._zod.def) ----

interface ZodLike {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}
interface Def {
  type: string;
  [key: string]: unknown;
}

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike).safeParse === 'function';
}

/** The schema under optional/nullable/default/pipe wrappers. */
function core(schema: ZodLike): ZodLike {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = current._zod.def;
    const inner = def.type === 'pipe' ? def.in : def.type === 'lazy' ? (def.getter as () => unknown)() : (def.innerType ?? null);
    if (!isZod(inner)) return current;
    current = inner;
  }
  return current;
}

function isOptional(schema: ZodLike): boolean {
  return schema.safeParse(undefined).success;
}

function shapeOf(schema: unknown): Record<string, ZodLike> | null {
  if (!isZod(schema)) return null;
  const inner = core(schema);
  if (inner._zod.def.type !== 'object') return null;
  const shape = inner._zod.def.shape as Record<string, unknown>;
  return Object.fromEntries(Object.entries(shape).filter((entry): entry is [string, ZodLike] => isZod(entry[1])));
}

/** Ids of real records, so generated requests get past "not found" into the code behind it. */
interface Fixtures {
  ids: string[];
}

const STRING_CANDIDATES = [
  'fuzz.person@example.test',
  'https://example.test/fuzz',
  '/settings',
  'Fuzz value',
  'fuzz',
  'EUR',
  'technology',
  '2026-12',
  '2026-12-31',
  '2026-12-31T12:00:00.000Z',
  'fuzz-slug',
  'abc123',
  'x'.repeat(40),
  '00000000-0000-4000-8000-000000000000',
];

/** A value the schema accepts when one of the candidates fits (so a mutation of one field reaches the code). */
function plausible(schema: ZodLike, fixtures: Fixtures, depth = 0): unknown {
  const inner = core(schema);
  const def = inner._zod.def;
  const candidates: unknown[] = [];
  switch (def.type) {
    case 'string':
    case 'template_literal':
      candidates.push(...fixtures.ids, ...STRING_CANDIDATES);
      break;
    case 'number':
    case 'int':
      candidates.push(1000, 1, 100, 0, 50_000);
      break;
    case 'boolean':
      candidates.push(true, false);
      break;
    case 'literal':
      candidates.push(...(def.values as unknown[]));
      break;
    case 'enum':
      candidates.push(...Object.values(def.entries as Record<string, unknown>));
      break;
    case 'array': {
      const element = def.element;
      candidates.push(depth < 4 && isZod(element) ? [plausible(element, fixtures, depth + 1)] : [], []);
      break;
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shapeOf(inner) ?? {})) {
        if (!isOptional(field) && depth < 4) object[key] = plausible(field, fixtures, depth + 1);
      }
      candidates.push(object);
      break;
    }
    case 'union':
      for (const option of def.options as unknown[]) if (isZod(option)) candidates.push(plausible(option, fixtures, depth + 1));
      break;
    case 'date':
      candidates.push(new Date().toISOString());
      break;
    case 'null':
      candidates.push(null);
      break;
    default:
      candidates.push('fuzz', 1, true, {});
  }
  return candidates.find((value) => schema.safeParse(value).success) ?? candidates[0];
}

const NUL = 'a\u0000b';
const UNICODE = 'Zoë 😀 \u202Ertl \uFDFD \u200B 𝔘𝔫𝔦 ﹤script﹥';
const HUGE = 'x'.repeat(20_000);

/** Values that replace one field: each is a way a client gets it wrong. */
function fieldMutations(schema: ZodLike): Array<[string, unknown]> {
  const type = core(schema)._zod.def.type;
  const mutations: Array<[string, unknown]> = [
    ['null', null],
    ['NUL', NUL],
    ['only NUL', '\u0000'],
    ['huge', HUGE],
    ['unicode', UNICODE],
    ['object', { nested: NUL }],
    ['array of NUL', [NUL]],
  ];
  if (type === 'string') mutations.push(['number', 12345], ['boolean', true]);
  if (type === 'number' || type === 'int')
    mutations.push(['numeric string', '12'], ['negative', -1], ['fraction', 1.5], ['huge number', 1e308], ['unsafe', 2 ** 60]);
  if (type === 'boolean') mutations.push(['string', 'yes']);
  if (type === 'array') mutations.push(['string', 'x'], ['many', Array.from({ length: 500 }, () => NUL)]);
  return mutations;
}

// ---- request generation ----

interface Case {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const PATH_IDS: Array<[string, string]> = [
  ['%00', '%00'],
  ['a%00b', 'a%00b'],
  ['..', '..'],
  ['%2e%2e', '%2e%2e'],
  ['..%2f..%2fpackage.json', '..%2f..%2fpackage.json'],
  ['10 KB id', 'x'.repeat(10_240)],
  ['unicode', encodeURIComponent(UNICODE)],
  ['bad escape', '%E0%A4%A'],
  ['-1', '-1'],
];

/** Paths tried under a wildcard route (static files, the web app, unknown API paths). */
const WILDCARD_TAILS = [
  '%00',
  'a%00b',
  '..%2f..%2fpackage.json',
  'x'.repeat(10_240),
  'campaigns/%00',
  'profile/%00',
  'help-center/%00',
];

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? 'fuzz');
}

function encodeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function multipartBody(data: Buffer, filename = 'photo.png'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

interface RouteSpec {
  method: string;
  url: string;
  params: unknown;
  querystring: unknown;
  body: unknown;
}

function casesFor(route: RouteSpec, fixtures: Fixtures): Case[] {
  const cases: Case[] = [];
  const json = { 'content-type': 'application/json' };
  const paramShape = shapeOf(route.params) ?? {};
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  const validParams = Object.fromEntries(
    paramNames.map((name) => {
      const schema = paramShape[name];
      return [name, encodeURIComponent(String(schema ? plausible(schema, fixtures) : (fixtures.ids[0] ?? 'fuzz')))];
    }),
  );
  const queryShape = shapeOf(route.querystring) ?? {};
  const validQuery = Object.fromEntries(
    Object.entries(queryShape)
      .filter(([, schema]) => !isOptional(schema))
      .map(([key, schema]) => [key, plausible(schema, fixtures)]),
  );
  const bodyShape = shapeOf(route.body);
  const validBody = isZod(route.body) ? plausible(route.body, fixtures) : undefined;
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
  const wildcard = route.url.includes('*');
  const base = (params: Record<string, string>, query: Record<string, unknown>) =>
    fillPath(route.url, params) + encodeQuery(query);
  const withBody = (name: string, url: string, body: unknown): Case =>
    takesBody && body !== undefined
      ? { name, method: route.method, url, headers: json, payload: JSON.stringify(body) }
      : { name, method: route.method, url };

  const url = base(validParams, validQuery);
  if (wildcard) {
    for (const tail of WILDCARD_TAILS)
      cases.push(withBody(`path *=${tail.slice(0, 30)}`, route.url.replace('*', tail), validBody));
  } else {
    cases.push(withBody('plausible', url, validBody));
  }

  for (const name of paramNames) {
    for (const [label, value] of PATH_IDS)
      cases.push(withBody(`param ${name}=${label}`, base({ ...validParams, [name]: value }, validQuery), validBody));
  }

  for (const [key, schema] of Object.entries(queryShape)) {
    const values: Array<[string, unknown]> = [
      ['NUL', NUL],
      ['huge', 'x'.repeat(10_240)],
      ['unicode', UNICODE],
      ['repeated', ['1', '2']],
      ['number-ish', '1e309'],
      ['negative', '-1'],
      ['empty', ''],
    ];
    if (!isOptional(schema)) values.push(['missing', undefined]);
    for (const [label, value] of values)
      cases.push(withBody(`query ${key}=${label}`, base(validParams, { ...validQuery, [key]: value }), validBody));
  }
  if (!wildcard) cases.push(withBody('query extra', `${url}${url.includes('?') ? '&' : '?'}extra=%00`, validBody));

  if (takesBody) {
    const object = typeof validBody === 'object' && validBody !== null && !Array.isArray(validBody) ? validBody : {};
    for (const [key, schema] of Object.entries(bodyShape ?? {})) {
      for (const [label, value] of fieldMutations(schema))
        cases.push(withBody(`body ${key}=${label}`, url, { ...object, [key]: value }));
      if (!isOptional(schema)) {
        const rest: Record<string, unknown> = { ...object };
        delete rest[key];
        cases.push(withBody(`body ${key} missing`, url, rest));
      }
      // One level down: each field of a nested object or of an array's first object gets a NUL.
      const isArray = core(schema)._zod.def.type === 'array';
      const nested = shapeOf(isArray ? core(schema)._zod.def.element : schema);
      const current: unknown = (object as Record<string, unknown>)[key];
      const element: unknown = Array.isArray(current) ? (current as unknown[])[0] : current;
      const base = typeof element === 'object' && element !== null ? (element as Record<string, unknown>) : {};
      for (const inner of Object.keys(nested ?? {})) {
        const patched = { ...base, [inner]: NUL };
        cases.push(withBody(`body ${key}.${inner}=NUL`, url, { ...object, [key]: isArray ? [patched] : patched }));
      }
    }
    cases.push(withBody('body extra field', url, { ...object, extra: NUL, __proto__: { polluted: true } }));
    cases.push({ name: 'body empty', method: route.method, url, headers: json, payload: '' });
    cases.push({ name: 'body broken JSON', method: route.method, url, headers: json, payload: '{"a":' });
    cases.push({ name: 'body raw NUL byte', method: route.method, url, headers: json, payload: '{"a":"\u0000"}' });
    for (const [label, value] of [
      ['array', [NUL]],
      ['string', NUL],
      ['null', null],
      ['number', 7],
    ] as Array<[string, unknown]>)
      cases.push(withBody(`body is ${label}`, url, value));
    cases.push({ name: 'body text/plain', method: route.method, url, headers: { 'content-type': 'text/plain' }, payload: NUL });

    if (!bodyShape) {
      // No JSON schema: uploads (multipart, tus) and raw bodies. Empty, tiny and non-image files.
      for (const [label, data] of [
        ['empty file', Buffer.alloc(0)],
        ['one NUL byte', Buffer.from([0])],
        ['text file', Buffer.from('not an image\n'.repeat(50))],
      ] as Array<[string, Buffer]>) {
        const { payload, headers } = multipartBody(data);
        cases.push({ name: `multipart ${label}`, method: route.method, url, headers, payload });
      }
      const campaignId = fixtures.ids[0] ?? 'fuzz';
      for (const [label, headers] of [
        ['Upload-Length 0', { 'upload-length': '0', 'upload-metadata': tusMetadata({ campaignId, role: 'cover' }) }],
        ['Upload-Length 0 gallery', { 'upload-length': '0', 'upload-metadata': tusMetadata({ campaignId, role: 'gallery' }) }],
        ['Upload-Length -1', { 'upload-length': '-1', 'upload-metadata': tusMetadata({ campaignId, role: 'cover' }) }],
        ['Upload-Length huge', { 'upload-length': '99999999999999999999', 'upload-metadata': tusMetadata({ campaignId }) }],
        ['Upload-Metadata NUL', { 'upload-length': '10', 'upload-metadata': tusMetadata({ campaignId: NUL, role: NUL }) }],
        ['Upload-Metadata broken', { 'upload-length': '10', 'upload-metadata': 'campaignId %%%,role' }],
        ['Upload-Defer-Length', { 'upload-defer-length': '1', 'upload-metadata': tusMetadata({ campaignId, role: 'cover' }) }],
      ] as Array<[string, Record<string, string>]>)
        cases.push({ name: `tus ${label}`, method: route.method, url, headers: { 'tus-resumable': '1.0.0', ...headers } });
      cases.push({
        name: 'tus PATCH garbage offset',
        method: route.method,
        url,
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': 'abc', 'content-type': 'application/offset+octet-stream' },
        payload: Buffer.from([0, 1, 2]),
      });
    }
  }
  return cases;
}

// ---- Better Auth's endpoints (mounted under one wildcard route, so listed from its own table) ----

interface AuthEndpoint {
  path?: unknown;
  options?: { method?: unknown; body?: unknown; query?: unknown };
}

function betterAuthRoutes(api: Record<string, unknown>): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const endpoint of Object.values(api)) {
    const { path, options } = endpoint as AuthEndpoint;
    if (typeof path !== 'string' || !options) continue;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (typeof method !== 'string' || method === '*') continue;
      specs.push({
        method,
        url: `/api/auth${path}`,
        params: undefined,
        querystring: options.query,
        body: options.body,
      });
    }
  }
  return specs;
}

describe('fuzz: every route with generated bad input never answers 5xx', () => {
  const routes: RouteOptions[] = [];
  const test = useTestApp({}, { onRoute: (route) => void routes.push(route) });

  it('answers every generated request below 500', { timeout: 240_000 }, async () => {
    const { app } = test;
    const random = seededRandom(SEED);

    interface Identity {
      label: 'signed out' | 'user' | 'admin';
      cookie: string;
      userId: string;
    }
    const makeIdentity = async (label: Identity['label']): Promise<Identity> => {
      if (label === 'signed out') return { label, cookie: '', userId: '' };
      // Verified, as the money tests' users: the verified-email routes get past their guard.
      const { client, userId } = await moneyUser(app, label === 'admin' ? 'admin' : 'user');
      return { label, cookie: client.cookie, userId };
    };

    const send = async (identity: Identity, request: Case): Promise<LightMyRequestResponse> => {
      const injected = app.inject({
        method: request.method as 'GET',
        url: request.url,
        remoteAddress: freshClientIp(),
        headers: { origin: ORIGIN, ...(identity.cookie ? { cookie: identity.cookie } : {}), ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
      });
      try {
        return await Promise.race([injected, timeout]);
      } finally {
        clearTimeout(timer);
      }
    };

    let user = await makeIdentity('user');
    let admin = await makeIdentity('admin');
    const fixtures: Fixtures = { ids: [] };

    /** The user's own editable draft (fuzzing may delete, launch or cancel it), and a fresh session when one ended. */
    const refreshFixtures = async (): Promise<void> => {
      let mine = await send(user, { name: 'fixtures', method: 'GET', url: '/api/me/campaigns' });
      if (mine.statusCode !== 200) {
        user = await makeIdentity('user');
        mine = await send(user, { name: 'fixtures', method: 'GET', url: '/api/me/campaigns' });
      }
      const drafts = (mine.json<{ items?: Array<{ id: string; status: string }> }>().items ?? []).filter(
        (c) => c.status === 'draft',
      );
      let campaignId = drafts[0]?.id;
      if (!campaignId) {
        const created = await send(user, {
          name: 'fixtures',
          method: 'POST',
          url: '/api/campaigns',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ title: 'Fuzz draft' }),
        });
        campaignId = created.json<{ id: string }>().id;
      }
      if ((await send(admin, { name: 'fixtures', method: 'GET', url: '/api/me/campaigns' })).statusCode !== 200)
        admin = await makeIdentity('admin');
      fixtures.ids = [campaignId, user.userId, admin.userId];
    };

    const byKey = new Map<string, RouteSpec>();
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' && route.url !== '/api/uploads/' && !route.url.startsWith('/api/uploads/:')) continue;
        if (method === 'OPTIONS') continue;
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        const spec: RouteSpec = {
          method,
          url: route.url,
          params: schema.params,
          querystring: schema.querystring,
          body: schema.body,
        };
        byKey.set(`${method} ${route.url}`, spec);
      }
    }
    for (const spec of betterAuthRoutes(app.auth.api))
      if (!byKey.has(`${spec.method} ${spec.url}`)) byKey.set(`${spec.method} ${spec.url}`, spec);
    const specs = [...byKey.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
    expect(specs.length).toBeGreaterThan(80);

    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const spec of specs) {
      await refreshFixtures();
      for (const label of ['signed out', 'user', 'admin'] as const) {
        const identity = label === 'signed out' ? { label, cookie: '', userId: '' } : label === 'user' ? user : admin;
        const cap = label === 'signed out' ? MAX_CASES_SIGNED_OUT : MAX_CASES_PER_ROUTE;
        for (const request of pickCases(casesFor(spec, fixtures), cap, random)) {
          sent += 1;
          const where = `${label}: ${request.method} ${request.url.slice(0, 120)} [${request.name}]`;
          try {
            const res = await send(identity, request);
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 160)}`);
            else if (label !== 'signed out') identity.cookie = cookiesFrom(res, identity.cookie);
          } catch (error) {
            failures.push(`hang ${where}: ${(error as Error).message}`);
          }
        }
      }
    }
    console.info(`fuzz: ${specs.length} routes, ${sent} requests, ${failures.length} answered 5xx, ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });
});
