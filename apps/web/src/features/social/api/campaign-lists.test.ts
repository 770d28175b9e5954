import { describe, expect, it } from 'vitest';
import { getBackedCampaigns } from '@/features/social/api/get-backed-campaigns';
import { getFollowSuggestions } from '@/features/social/api/get-follow-suggestions';
import { getFollowingCampaigns } from '@/features/social/api/get-following-campaigns';
import { getProfileCampaigns } from '@/features/social/api/get-profile-campaigns';
import { getSavedCampaigns } from '@/features/social/api/get-saved-campaigns';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse } from '@/testing/render-with-providers';

const page = { items: [makeListItem()], nextCursor: 'next' };

/** The query string of the only call to `path` (the mock matches paths without it). */
function queryOf(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const calls = callsTo(fetchMock, 'GET', path);
  expect(calls).toHaveLength(1);
  const [input] = calls[0]!;
  return new URL(String(input instanceof Request ? input.url : input), 'http://localhost').searchParams;
}

describe('social list fetchers (one operation per file, answers checked against contracts/social)', () => {
  it('pages saved, following and profile campaigns by cursor, 12 at a time', async () => {
    const fetchMock = mockApi({
      'GET /api/me/saved': () => jsonResponse(200, page),
      'GET /api/following/campaigns': () => jsonResponse(200, page),
      'GET /api/users/ana%20s/campaigns': () => jsonResponse(200, page),
    });
    await expect(getSavedCampaigns('c-1')).resolves.toEqual(page);
    await expect(getFollowingCampaigns()).resolves.toEqual(page);
    await expect(getProfileCampaigns('ana s', 'c-2')).resolves.toEqual(page);
    expect(Object.fromEntries(queryOf(fetchMock, '/api/me/saved'))).toEqual({ limit: '12', cursor: 'c-1' });
    expect(Object.fromEntries(queryOf(fetchMock, '/api/following/campaigns'))).toEqual({ limit: '12' });
    expect(Object.fromEntries(queryOf(fetchMock, '/api/users/ana%20s/campaigns'))).toEqual({ limit: '12', cursor: 'c-2' });
  });

  it('reads backed campaigns and follow suggestions', async () => {
    const backed = { hidden: false, items: [makeListItem()] };
    const suggestions = {
      items: [{ id: 'u1', username: 'maya', displayName: 'Maya', photoURL: null, bio: null, liveCampaigns: 2 }],
    };
    mockApi({
      'GET /api/users/maya/backed': () => jsonResponse(200, backed),
      'GET /api/following/suggestions': () => jsonResponse(200, suggestions),
    });
    await expect(getBackedCampaigns('maya')).resolves.toEqual(backed);
    await expect(getFollowSuggestions()).resolves.toEqual(suggestions);
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/me/saved': () => jsonResponse(200, { items: [{ id: 'c1' }], nextCursor: null }) });
    await expect(getSavedCampaigns()).rejects.toThrow();
  });
});
