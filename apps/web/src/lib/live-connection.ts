/**
 * The browser's one live connection (decision 0027): a WebSocket to GET /api/live that receives
 * `{type, id}` items pushed by the server. It reconnects after any drop with a growing, jittered
 * delay (1 s doubling to 30 s, reset once connected), so a restarted or failed server instance is
 * not met by every tab at the same moment. After each (re)connection the server says "ready", and
 * `onReady` runs: the caller reads its lists again there, which is how items pushed while the
 * connection was down are caught up (the push is a hint; the API is the truth).
 */
export interface LiveItem {
  type: string;
  id: string;
}

/** What the connection needs of a WebSocket (the browser's, or a fake in tests). */
export interface LiveSocket {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  onItem: (item: LiveItem) => void;
  onReady: () => void;
  createSocket?: (url: string) => LiveSocket;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** The server's close code for "too many connections for this account": wait the longest delay. */
export const CLOSE_TOO_MANY = 4008;

/** The live endpoint on this page's origin (ws: or wss: as the page is http: or https:). */
export function liveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`;
}

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private timer: unknown = null;
  private failures = 0;
  private stopped = true;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** Closes the connection for good (sign-out, page leaving). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onmessage = (event) => {
      const item = parseItem(event.data);
      if (!item) return;
      if (item.type === 'ready') {
        this.failures = 0;
        this.options.onReady();
      } else {
        this.options.onItem(item);
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.failures += 1;
      this.timer = (this.options.setTimer ?? setTimeout)(() => {
        this.timer = null;
        if (!this.stopped) this.open();
      }, this.retryDelay(event.code));
    };
  }

  /** Full jitter over a doubling ceiling: between half the ceiling and the ceiling. */
  private retryDelay(code: number): number {
    const ceiling = code === CLOSE_TOO_MANY ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
    const random = this.options.random ?? Math.random;
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
  }
}

function parseItem(data: unknown): { type: string; id: string } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; id?: unknown };
    if (typeof parsed.type !== 'string') return null;
    return { type: parsed.type, id: typeof parsed.id === 'string' ? parsed.id : '' };
  } catch {
    return null;
  }
}
