import { describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from '@/features/social/lib/batch-loader';

describe('createBatchLoader', () => {
  it('answers keys asked in the same task with one call, each caller with its own answer', async () => {
    const fetchBatch = vi.fn((keys: string[]) => Promise.resolve(Object.fromEntries(keys.map((key) => [key, `${key}!`]))));
    const load = createBatchLoader(fetchBatch, 100);
    const answers = Promise.all([load('a'), load('b'), load('a'), load('c')]);
    await expect(answers).resolves.toEqual(['a!', 'b!', 'a!', 'c!']);
    expect(fetchBatch.mock.calls).toEqual([[['a', 'b', 'c']]]);
    // A later task is a new batch.
    await expect(load('d')).resolves.toBe('d!');
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('splits a large batch into chunks of at most maxBatch keys', async () => {
    const fetchBatch = vi.fn((keys: string[]) => Promise.resolve(Object.fromEntries(keys.map((key) => [key, key.length]))));
    const load = createBatchLoader(fetchBatch, 100);
    const keys = Array.from({ length: 250 }, (_, i) => `k${i}`);
    await expect(Promise.all(keys.map((key) => load(key)))).resolves.toEqual(keys.map((key) => key.length));
    expect(fetchBatch.mock.calls.map(([chunk]) => chunk.length)).toEqual([100, 100, 50]);
    expect(fetchBatch.mock.calls.flatMap(([chunk]) => chunk)).toEqual(keys);
  });

  it('rejects every caller of a failed chunk (even a synchronous throw), and a key left out of the answer', async () => {
    const failure = new Error('offline');
    const load = createBatchLoader<boolean>(() => Promise.reject(failure), 100);
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    const throwing = createBatchLoader<boolean>(() => {
      throw failure;
    }, 100);
    await expect(throwing('a')).rejects.toBe(failure);
    const partial = createBatchLoader<boolean>(() => Promise.resolve({ a: true }), 100);
    const [a, b] = await Promise.allSettled([partial('a'), partial('b')]);
    expect(a).toEqual({ status: 'fulfilled', value: true });
    expect(b).toMatchObject({ status: 'rejected', reason: new Error('The server did not answer for b.') });
  });
});
