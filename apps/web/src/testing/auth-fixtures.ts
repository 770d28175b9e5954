import { vi } from 'vitest';
import { IDENTITY_ERROR_MESSAGES, type IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import type { MeResponse, SessionUser } from '@crowdspark/shared/contracts/users';
import { jsonResponse } from '@/testing/render-with-providers';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    uid: 'u1',
    email: 'ana@example.com',
    emailVerified: true,
    name: 'Ana Souza',
    displayName: 'Ana Souza',
    avatar: null,
    photoURL: null,
    role: 'user',
    followers: 0,
    following: 0,
    savedCampaigns: 0,
    username: 'ana',
    bio: null,
    location: null,
    website: null,
    interests: [],
    joinDate: '2026-01-10T00:00:00.000Z',
    createdAt: '2026-01-10T00:00:00.000Z',
    lastLoginAt: null,
    hasSubscription: false,
    subscriptionDetails: null,
    preferences: {
      privacy: { showBackedCampaigns: true },
      notifications: {
        inApp: {
          newFollower: true,
          pledgeReceived: true,
          campaignOutcome: true,
          invites: true,
          messages: true,
          backedCampaignUpdates: true,
          promotionsAndPayouts: true,
        },
        emailDigest: 'off',
      },
    },
    linkedProviders: ['credential'],
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function makeMe(
  user: Partial<SessionUser> = {},
  expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString(),
): MeResponse {
  return { user: makeUser(user), session: { id: 's1', expiresAt } };
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * fetch mocked at the network boundary: "METHOD /path" → handler (query strings ignored).
 * Unknown requests answer 204. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const path = url.split('?')[0]!;
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    return Promise.resolve(handler ? handler(init, url) : new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input).split('?')[0] === path && (init?.method ?? 'GET') === method,
  );
}

export const unauthenticated = (identityCode?: string) =>
  jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in.', ...(identityCode ? { identityCode } : {}) } });

/** An identity route's refusal: its status, the code the form maps, and that code's sentence. */
export const identityRefusal = (status: 400 | 401, identityCode: IdentityErrorCode) =>
  jsonResponse(status, {
    error: {
      code: status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
      identityCode,
      message: IDENTITY_ERROR_MESSAGES[identityCode],
    },
  });
