import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { LiveContext, createLiveHub, useLiveItems } from '@/lib/live';

function Listener({ onItem, onReady }: { onItem: (id: string) => void; onReady: () => void }) {
  useLiveItems(['message'], (item) => onItem(item.id), onReady);
  return null;
}

describe('useLiveItems', () => {
  it('hears only the types it asked for, hears "ready", and stops hearing once unmounted', () => {
    const hub = createLiveHub();
    let subscribers = 0;
    const counted = {
      subscribe: (listener: Parameters<typeof hub.subscribe>[0]) => {
        subscribers += 1;
        const unsubscribe = hub.subscribe(listener);
        return () => {
          subscribers -= 1;
          unsubscribe();
        };
      },
    };
    const onItem = vi.fn();
    const onReady = vi.fn();
    const view = render(
      <LiveContext.Provider value={counted}>
        <Listener onItem={onItem} onReady={onReady} />
      </LiveContext.Provider>,
    );
    hub.emitItem({ type: 'notification', id: 'n1' });
    hub.emitItem({ type: 'message', id: 'm1' });
    hub.emitReady();
    expect(onItem.mock.calls).toEqual([['m1']]);
    expect(onReady).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(subscribers).toBe(0);
    hub.emitItem({ type: 'message', id: 'm2' });
    expect(onItem).toHaveBeenCalledTimes(1);
  });

  it('is silent without a provider', () => {
    const onItem = vi.fn();
    render(<Listener onItem={onItem} onReady={() => undefined} />);
    expect(onItem).not.toHaveBeenCalled();
  });
});
