/**
 * The browser's one live connection (decision 0027): a WebSocket to GET /api/live that receives
 * `{type, id}` items pushed by the server. It reconnects after any drop with a growing, jittered
 * delay (1 s doubling to 30 s, reset once connected), so a restarted or failed server instance is
 * not met by every tab at the same moment. After each (re)connection the server says "ready", and
 * `onReady` runs: the caller reads its lists again there, which is how items pushed while the
 * connection was down are caught up (the push is a hint; the API is the truth).
 *
 * Public topics (decision 0052): the connection also asks for the topics the page watches
 * (`watchTopic`, e.g. a campaign's comments), at every "ready" and whenever they change; their
 * items carry their `topic`, and `{type: 'subscribed', topic}` says a topic is heard from now on
 * (the page reads that topic's list again then). A visitor's socket (`ready` with id "visitor": no
 * session, or one that has just ended) hears topics only, so it does not run `onReady`: the
 * signed-in lists would only be refused. The topics are kept here, in the lazily loaded module,
 * so the app's entry carries none of this.
 */
export interface LiveItem {
  type: string;
  id: string;
  /** Set on items of a public topic, and on "subscribed". */
  topic?: string;
}

/** What the connection needs of a WebSocket (the browser's, or a fake in tests). */
export interface LiveSocket {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
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
/** The server's close code for "too many subscription frames": wait the longest delay too. */
export const CLOSE_TOO_CHATTY = 1008;

/** The tab's watched topics, with how many watchers each; and its running connections, to tell of changes. */
const watched = new Map<string, number>();
const running = new Set<LiveConnection>();

function countWatcher(topic: string, by: number): void {
  const next = (watched.get(topic) ?? 0) + by;
  if (next > 0) watched.set(topic, next);
  else watched.delete(topic);
  for (const connection of running) connection.sendTopics();
}

/** Asks the tab's live connection for a public topic's items until the returned function runs. */
export function watchTopic(topic: string): () => void {
  countWatcher(topic, 1);
  let watching = true;
  return () => {
    if (watching) countWatcher(topic, -1);
    watching = false;
  };
}

/** The topics some page of this tab watches now. */
export function watchedTopics(): string[] {
  return [...watched.keys()];
}

/** The live endpoint on this page's origin (ws: or wss: as the page is http: or https:). */
export function liveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`;
}

export class LiveConnection {
  private socket: LiveSocket | null = null;
  /** Set once the current socket said "ready": frames sent before would arrive before the server listens. */
  private ready = false;
  private timer: unknown = null;
  private failures = 0;
  private stopped = true;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    running.add(this);
    this.open();
  }

  /** Tells the server the topics watched now (a page came or went); sent again at every "ready". */
  sendTopics(): void {
    if (this.socket && this.ready) this.socket.send(JSON.stringify({ type: 'subscribe', topics: watchedTopics() }));
  }

  /** Closes the connection for good (sign-out, page leaving). */
  stop(): void {
    this.stopped = true;
    running.delete(this);
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
    this.ready = false;
    socket.onmessage = (event) => {
      const item = parseItem(event.data);
      if (!item) return;
      if (item.type === 'ready') {
        this.failures = 0;
        this.ready = true;
        if (item.id !== 'visitor') this.options.onReady();
        if (watched.size > 0) this.sendTopics();
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
    const ceiling =
      code === CLOSE_TOO_MANY || code === CLOSE_TOO_CHATTY
        ? MAX_RETRY_MS
        : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
    const random = this.options.random ?? Math.random;
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
  }
}

function parseItem(data: unknown): LiveItem | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; id?: unknown; topic?: unknown };
    if (typeof parsed.type !== 'string') return null;
    const item: LiveItem = { type: parsed.type, id: typeof parsed.id === 'string' ? parsed.id : '' };
    if (typeof parsed.topic === 'string') item.topic = parsed.topic;
    return item;
  } catch {
    return null;
  }
}
