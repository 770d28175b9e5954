/**
 * Client log pipeline (docs/product-rules.md#client-log-pipeline): entries at or above the minimum level (ERROR) are
 * masked, queued and posted to POST /api/logs; ERROR and CRITICAL leave at once, anything else
 * in batches of 20 or after 5 s. Sending never throws: a lost log line must not break the page.
 * Every send draws on the browser's send budget (lib/log-send-budget.ts, decision 0047): when it
 * is spent, entries wait in the buffer, and at page hide they are kept for the next page load. The
 * same error repeated within a minute is sent once, with the count of its repeats.
 */
import { LOG_INGEST_LIMITS, LOG_LEVELS, LOG_LEVEL_NAMES, LOG_PIPELINE, type LogLevel } from '@crowdspark/shared/logging/levels';
import { maskSensitive, redactJwts } from '@crowdspark/shared/logging/mask';
import type { LogBatch, LogEntry } from '@crowdspark/shared/contracts/logs';
import { createRepeatSampler, keepForNextPage, takeKeptForThisPage } from '@/lib/log-kept-entries';
import { browserStorage, createSendBudget, type KeyValueStorage } from '@/lib/log-send-budget';

declare global {
  interface Window {
    /** Set to true in the devtools console to echo every log call there. */
    __CROWDSPARK_DEBUG__?: boolean;
  }
}

export const LOGS_ENDPOINT = '/api/logs';

/** Everything the logger touches outside itself, so tests can replace it. */
export interface LoggerEnvironment {
  /** undefined when the browser has no beacon API. */
  sendBeacon: ((url: string, body: string) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  isOnline: () => boolean;
  isDebugEnabled: () => boolean;
  console: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
  userAgent: () => string;
  pageUrl: () => string;
  now: () => Date;
  /** Where the send budget and the entries left at page hide are kept (localStorage by default). */
  storage: KeyValueStorage;
}

export interface LoggerOptions {
  minimumLevel?: LogLevel;
  bufferSize?: number;
  batchSize?: number;
  flushIntervalMs?: number;
  sendBurst?: number;
  sendRefillMs?: number;
  service?: string;
  env?: Partial<LoggerEnvironment>;
}

export interface LogDetails {
  /** Where the entry comes from (a feature or module name). */
  context?: string;
  data?: unknown;
}

export interface Logger {
  debug(message: string, details?: LogDetails): void;
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
  critical(message: string, details?: LogDetails): void;
  /**
   * Measurements (web vitals, timings) bypass the level filter. With the product's minimum
   * level of ERROR an INFO entry would never be sent, yet the product needs the numbers, so
   * metrics are queued as INFO entries with context "metric" and ride the normal batching.
   */
  metric(name: string, data: Record<string, unknown>): void;
  /** Sends everything queued now (page hidden, unload, back online). */
  flush(): void;
  /** Entries waiting to be sent (at most bufferSize). */
  pending(): readonly LogEntry[];
  /** Flushes on pagehide, on visibility hidden and when the browser comes back online. */
  attachPageLifecycle(win?: Window): () => void;
}

const CONSOLE_METHOD = ['debug', 'info', 'warn', 'error', 'error'] as const;

function defaultEnvironment(): LoggerEnvironment {
  return {
    get sendBeacon() {
      if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
      return (url: string, body: string) => navigator.sendBeacon(url, body);
    },
    fetch: (url, init) => fetch(url, init),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    isDebugEnabled: () => typeof window !== 'undefined' && window.__CROWDSPARK_DEBUG__ === true,
    console,
    userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
    pageUrl: () => (typeof location === 'undefined' ? '' : location.href),
    now: () => new Date(),
    get storage() {
      return browserStorage();
    },
  };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Masked and size-capped, so one huge object cannot get a whole batch refused by the server. */
function prepareData(data: unknown): unknown {
  if (data === undefined) return undefined;
  const masked =
    data instanceof Error ? maskSensitive({ name: data.name, message: data.message, stack: data.stack }) : maskSensitive(data);
  let serialised: string | undefined;
  try {
    serialised = JSON.stringify(masked);
  } catch {
    return '[Unserialisable]';
  }
  if (serialised !== undefined && serialised.length > LOG_INGEST_LIMITS.maxDataLength) {
    return `[Truncated: ${serialised.length} characters]`;
  }
  return masked;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const minimumLevel = options.minimumLevel ?? LOG_PIPELINE.minimumLevel;
  const bufferSize = options.bufferSize ?? LOG_PIPELINE.bufferSize;
  const batchSize = options.batchSize ?? LOG_PIPELINE.batchSize;
  const flushIntervalMs = options.flushIntervalMs ?? LOG_PIPELINE.flushIntervalMs;
  const service = options.service ?? LOG_PIPELINE.service;
  const base = defaultEnvironment();
  const env: LoggerEnvironment = {
    get sendBeacon() {
      return options.env && 'sendBeacon' in options.env ? options.env.sendBeacon : base.sendBeacon;
    },
    fetch: options.env?.fetch ?? base.fetch,
    isOnline: options.env?.isOnline ?? base.isOnline,
    isDebugEnabled: options.env?.isDebugEnabled ?? base.isDebugEnabled,
    console: options.env?.console ?? base.console,
    userAgent: options.env?.userAgent ?? base.userAgent,
    pageUrl: options.env?.pageUrl ?? base.pageUrl,
    now: options.env?.now ?? base.now,
    storage: options.env?.storage ?? base.storage,
  };
  const budget = createSendBudget({
    burst: options.sendBurst ?? LOG_PIPELINE.sendBurst,
    refillMs: options.sendRefillMs ?? LOG_PIPELINE.sendRefillMs,
    storage: env.storage,
    now: () => env.now().getTime(),
  });

  const queue: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sampleRepeat = createRepeatSampler(LOG_PIPELINE.repeatWindowMs, () => env.now().getTime());

  function post(body: string): void {
    try {
      const beacon = env.sendBeacon;
      // sendBeacon returns false when the browser refuses to queue the data (size, quota).
      if (beacon && beacon(LOGS_ENDPOINT, body)) return;
      env
        .fetch(LOGS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
        .catch(() => undefined);
    } catch {
      // Logging must never take the page down.
    }
  }

  function send(logs: LogEntry[]): void {
    const batch: LogBatch = {
      logs,
      timestamp: env.now().toISOString(),
      userAgent: truncate(env.userAgent(), LOG_INGEST_LIMITS.maxUserAgentLength),
      url: truncate(env.pageUrl(), LOG_INGEST_LIMITS.maxUrlLength),
    };
    const body = JSON.stringify(batch);
    // Keep under the server's body cap (and the beacon quota) by halving oversized batches.
    if (body.length > LOG_INGEST_LIMITS.maxBodyBytes && logs.length > 1) {
      const half = Math.ceil(logs.length / 2);
      send(logs.slice(0, half));
      send(logs.slice(half));
      return;
    }
    post(body);
  }

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function flush(): void {
    clearTimer();
    if (queue.length === 0) return;
    // Offline: keep the entries (the buffer drops the oldest past its cap) until 'online'.
    if (!env.isOnline()) return;
    while (queue.length > 0) {
      if (!budget.take()) {
        // Spent: the rest leaves when the budget has a send again.
        timer = setTimeout(flush, Math.max(budget.msUntilNext(), 1));
        return;
      }
      send(queue.splice(0, batchSize));
    }
  }

  function keep(entries: LogEntry[]): void {
    queue.push(...entries);
    if (queue.length > bufferSize) queue.splice(0, queue.length - bufferSize);
  }

  function enqueue(entry: LogEntry): void {
    keep([entry]);
    if (entry.level >= LOG_LEVELS.ERROR || queue.length >= batchSize) {
      flush();
    } else if (timer === undefined) {
      timer = setTimeout(flush, flushIntervalMs);
    }
  }

  /** At page hide: send what the budget allows, keep the rest for the next page load. */
  function flushOrKeepForNextPage(): void {
    flush();
    if (queue.length === 0 || !keepForNextPage(env.storage, queue, bufferSize)) return;
    queue.length = 0;
    clearTimer();
  }

  /** What an earlier page kept: queued here and sent with this page's next batch. */
  function takeKeptEntries(): void {
    const entries = takeKeptForThisPage(env.storage);
    if (entries.length === 0) return;
    keep(entries);
    if (timer === undefined) timer = setTimeout(flush, flushIntervalMs);
  }

  function echo(level: LogLevel, message: string, details: LogDetails | undefined): void {
    if (!env.isDebugEnabled()) return;
    const name = LOG_LEVEL_NAMES[level] ?? 'INFO';
    const prefix = details?.context ? `[${name}] [${details.context}]` : `[${name}]`;
    env.console[CONSOLE_METHOD[level] ?? 'info'](prefix, message, ...(details?.data === undefined ? [] : [details.data]));
  }

  function buildEntry(level: LogLevel, message: string, details: LogDetails | undefined): LogEntry {
    const entry: LogEntry = {
      level,
      levelName: LOG_LEVEL_NAMES[level] ?? 'INFO',
      message: truncate(redactJwts(message), LOG_INGEST_LIMITS.maxMessageLength),
      timestamp: env.now().toISOString(),
      service,
    };
    if (details?.context !== undefined) entry.context = truncate(details.context, LOG_INGEST_LIMITS.maxContextLength);
    const data = prepareData(details?.data);
    if (data !== undefined) entry.data = data;
    return entry;
  }

  function log(level: LogLevel, message: string, details?: LogDetails): void {
    echo(level, message, details);
    if (level < minimumLevel) return;
    const entry = buildEntry(level, message, details);
    if (sampleRepeat(entry)) enqueue(entry);
  }

  takeKeptEntries();

  return {
    debug: (message, details) => log(LOG_LEVELS.DEBUG, message, details),
    info: (message, details) => log(LOG_LEVELS.INFO, message, details),
    warn: (message, details) => log(LOG_LEVELS.WARN, message, details),
    error: (message, details) => log(LOG_LEVELS.ERROR, message, details),
    critical: (message, details) => log(LOG_LEVELS.CRITICAL, message, details),
    metric(name, data) {
      echo(LOG_LEVELS.INFO, name, { context: 'metric', data });
      enqueue(buildEntry(LOG_LEVELS.INFO, name, { context: 'metric', data }));
    },
    flush,
    pending: () => [...queue],
    attachPageLifecycle(win = window) {
      // Hidden: send a moment later, so the web vitals reported on the same event (LCP, CLS) go in
      // the same batch; a page that is leaving sends (or keeps) everything at pagehide.
      const onHidden = () => {
        if (win.document.visibilityState === 'hidden') {
          clearTimer();
          timer = setTimeout(flush, 0);
        }
      };
      // Back from the back/forward cache: what it kept at pagehide is this page's again.
      const onShow = (event: PageTransitionEvent) => {
        if (event.persisted) takeKeptEntries();
      };
      win.addEventListener('pagehide', flushOrKeepForNextPage);
      win.addEventListener('pageshow', onShow);
      win.addEventListener('online', flush);
      win.document.addEventListener('visibilitychange', onHidden);
      return () => {
        win.removeEventListener('pagehide', flushOrKeepForNextPage);
        win.removeEventListener('pageshow', onShow);
        win.removeEventListener('online', flush);
        win.document.removeEventListener('visibilitychange', onHidden);
      };
    },
  };
}

/** The app-wide logger. */
export const logger = createLogger();
