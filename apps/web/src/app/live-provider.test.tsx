import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveProvider } from '@/app/live-provider';
import { useLiveTopic } from '@/lib/live-topic';
import { mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { TestProviders } from '@/testing/render-with-providers';

/** A stand-in for the browser's WebSocket: records what the page sends and lets the test speak for the server. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  say(message: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function Watcher({ topic }: { topic: string }) {
  useLiveTopic(
    topic,
    () => undefined,
    () => undefined,
  );
  return null;
}

function renderSignedOut(watching: boolean) {
  mockApi({ 'GET /api/me': () => unauthenticated() });
  const page = (on: boolean) => (
    <TestProviders>
      <LiveProvider>{on ? <Watcher topic="campaign:c1:comments" /> : null}</LiveProvider>
    </TestProviders>
  );
  const view = render(page(watching));
  return { rerender: (on: boolean) => view.rerender(page(on)) };
}

describe('<LiveProvider />', () => {
  afterEach(() => {
    FakeSocket.opened = [];
    vi.unstubAllGlobals();
  });

  it('opens no socket for a visitor until a page watches a topic, asks for it, and closes it when the page goes', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const page = renderSignedOut(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeSocket.opened).toEqual([]);

    page.rerender(true);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0]!;
    socket.say({ type: 'ready', id: 'visitor' });
    expect(socket.sent).toEqual([{ type: 'subscribe', topics: ['campaign:c1:comments'] }]);

    page.rerender(false);
    await waitFor(() => expect(socket.closed).toBe(true));
  });
});
