import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approveWithdrawalRoute,
  getPaymentRoute,
  getWalletRoute,
  listWalletTransactionsRoute,
} from '@crowdspark/shared/api-routes/wallet';
import { deleteCommentRoute } from '@crowdspark/shared/api-routes/community';
import { deleteHelpArticleRoute } from '@crowdspark/shared/api-routes/help-center';
import type { ApiRouteOf } from '@crowdspark/shared/api-routes/define-route';
import { callRoute } from '@/lib/api-client';

function answer(body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the route’s method to its URL and returns the checked answer', async () => {
    const fetchMock = answer({ balances: [{ amount: 1250, currency: 'USD' }] });
    await expect(callRoute(getWalletRoute)).resolves.toEqual({ balances: [{ amount: 1250, currency: 'USD' }] });
    expect(fetchMock).toHaveBeenCalledWith('/api/wallet', expect.objectContaining({ method: 'GET' }));
  });

  it('fills in path parameters and sends the body as JSON', async () => {
    const fetchMock = answer({
      id: 'w1',
      userId: 'u1',
      amount: 500,
      currency: 'USD',
      status: 'paid',
      bankAccount: { holderName: 'Ana', last4: '1234' },
      failureReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: null,
      completedAt: null,
    });
    await callRoute(approveWithdrawalRoute, { params: { id: 'w/1' }, body: { reason: 'ok' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/withdrawals/w%2F1/approve',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'ok' }) }),
    );
  });

  it('resolves a 204 route to undefined without checking an answer, and sends its body when it has one', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callRoute(deleteCommentRoute, { params: { commentId: 'c/1' } })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/comments/c%2F1', expect.objectContaining({ method: 'DELETE' }));
    await expect(
      callRoute(deleteHelpArticleRoute, { params: { id: 'fees' }, body: { reason: 'outdated' } }),
    ).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/help-articles/fees',
      expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ reason: 'outdated' }) }),
    );
  });

  it('rejects an answer that breaks the route’s response schema (tests install the checker)', async () => {
    answer({ balances: 'none' });
    await expect(callRoute(getWalletRoute)).rejects.toThrow(/balances/);
  });
});

// Type-level checks: never run, compiled by `npm run typecheck`. A renamed parameter, a query
// field the contract does not know, or a missing body is a type error at the call.
export function typeChecks() {
  // @ts-expect-error the path parameter is :id, not :paymentId
  void callRoute(getPaymentRoute, { params: { paymentId: 'p1' } });
  // @ts-expect-error a route with a path parameter needs its params
  void callRoute(getPaymentRoute);
  // @ts-expect-error walletTransactionsQuerySchema has no `page`
  void callRoute(listWalletTransactionsRoute, { query: { page: 2 } });
  // @ts-expect-error a route without path parameters takes none
  void callRoute(getWalletRoute, { params: { id: 'x' } });
  // @ts-expect-error the withdrawal decision's reason is a string
  void callRoute(approveWithdrawalRoute, { params: { id: 'w1' }, body: { reason: 5 } });
  // @ts-expect-error a route without a response schema must say it answers 204
  void ({ contract: 'community', method: 'DELETE', path: '/api/comments/:commentId' } as const satisfies ApiRouteOf<'community'>);
  void ({
    contract: 'community',
    method: 'DELETE',
    path: '/api/comments/:commentId',
    response: 'commentSchema',
    status: 204,
    // @ts-expect-error a 204 route has no response schema
  } as const satisfies ApiRouteOf<'community'>);
  // @ts-expect-error the article's deletion needs the reason the audit log keeps
  void callRoute(deleteHelpArticleRoute, { params: { id: 'fees' } });
  void callRoute(deleteCommentRoute, { params: { commentId: 'c1' } }).then((nothing) => {
    // @ts-expect-error a 204 route answers nothing
    const { id } = nothing;
    return id as unknown;
  });
  return callRoute(getWalletRoute).then((wallet): unknown => {
    // @ts-expect-error the answer is typed by walletSchema: balances, not balance
    const { balance } = wallet;
    return balance as unknown;
  });
}
