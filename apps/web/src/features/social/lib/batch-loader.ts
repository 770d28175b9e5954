interface Waiting<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

/**
 * Answers single-key reads with as few requests as possible: every key asked for before the
 * current task's microtasks run (the cards of one render start their queries in the same commit)
 * goes out together, `maxBatch` keys a request, and each caller's promise settles with its own
 * answer. A failed request rejects every caller of its chunk; a key the answer leaves out rejects
 * its callers. A key asked twice in one batch is sent once.
 */
export function createBatchLoader<V>(
  fetchBatch: (keys: string[]) => Promise<Readonly<Record<string, V>>>,
  maxBatch: number,
): (key: string) => Promise<V> {
  let pending: Map<string, Waiting<V>[]> | null = null;

  const send = (batch: Map<string, Waiting<V>[]>, keys: string[]) => {
    const settle = (each: (waiting: Waiting<V>, key: string) => void) => {
      for (const key of keys) for (const waiting of batch.get(key) ?? []) each(waiting, key);
    };
    Promise.resolve()
      .then(() => fetchBatch(keys))
      .then(
        (answers) =>
          settle((waiting, key) =>
            Object.hasOwn(answers, key)
              ? waiting.resolve(answers[key] as V)
              : waiting.reject(new Error(`The server did not answer for ${key}.`)),
          ),
        (error: unknown) => settle((waiting) => waiting.reject(error)),
      );
  };

  const flush = (batch: Map<string, Waiting<V>[]>) => {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) send(batch, keys.slice(start, start + maxBatch));
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Waiting<V>[]>();
        pending = batch;
        queueMicrotask(() => {
          pending = null;
          flush(batch);
        });
      }
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
