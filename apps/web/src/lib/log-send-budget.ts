/**
 * How often this browser may post a log batch (decision 0047): a token bucket of `burst` sends,
 * one more every `refillMs`, kept in localStorage so every page load and every tab of the site
 * draws on the same budget. The server limits POST /api/logs per IP (60 a minute by default);
 * fast browsing (each page load sends its web vitals) used to meet that limit, and its 429s showed
 * as console errors. Without storage (private modes, the server render) the budget lives in memory.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SendBudget {
  /** Takes one send if the budget has one; false when the caller must wait. */
  take(): boolean;
  /** Milliseconds until the next send is available (0 when one is). */
  msUntilNext(): number;
}

const BUDGET_KEY = 'crowdspark:log-send-budget';

interface BudgetState {
  tokens: number;
  at: number;
}

/** In-memory storage: the fallback when the browser refuses localStorage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when it can be used, otherwise memory. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      const probe = `${BUDGET_KEY}:probe`;
      localStorage.setItem(probe, '1');
      localStorage.removeItem(probe);
      return localStorage;
    }
  } catch {
    // Storage disabled or full: fall through to memory.
  }
  return memoryStorage();
}

export function createSendBudget({
  burst,
  refillMs,
  storage,
  now,
}: {
  burst: number;
  refillMs: number;
  storage: KeyValueStorage;
  now: () => number;
}): SendBudget {
  // This page's own copy: the budget holds even when storage refuses to keep it.
  let mine: BudgetState | null = null;
  const read = (): BudgetState => {
    const at = now();
    let saved: Partial<BudgetState> | null = null;
    try {
      saved = JSON.parse(storage.getItem(BUDGET_KEY) ?? 'null') as Partial<BudgetState> | null;
    } catch {
      // A damaged value counts as none.
    }
    const last = saved && typeof saved.tokens === 'number' && typeof saved.at === 'number' ? (saved as BudgetState) : mine;
    if (!last || last.at > at) return { tokens: burst, at };
    return { tokens: Math.min(burst, last.tokens + (at - last.at) / refillMs), at };
  };
  const write = (state: BudgetState) => {
    mine = state;
    try {
      storage.setItem(BUDGET_KEY, JSON.stringify(state));
    } catch {
      // Logging never breaks the page.
    }
  };
  return {
    take() {
      const state = read();
      if (state.tokens < 1) {
        write(state);
        return false;
      }
      write({ tokens: state.tokens - 1, at: state.at });
      return true;
    },
    msUntilNext() {
      const { tokens } = read();
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * refillMs);
    },
  };
}
