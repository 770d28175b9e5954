import { createRequire } from 'node:module';
import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import type { LogLevel, NodeEnv } from './config/runtime.js';

export interface LoggerSettings {
  level: LogLevel;
  nodeEnv: NodeEnv;
  /** Where JSON lines go instead of stdout (tests capture them here). */
  destination?: DestinationStream;
}

/**
 * pino-pretty's settings for development: time, level and message on one line ("GET /api/x 200
 * 3 ms" for a request, see plugins/request-log.ts). The request's fields stay in the JSON logs of
 * production, where a search needs them, and are left out here where a person reads along.
 */
export const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,service,reqId,req,res,responseTime',
  singleLine: true,
} as const;

/**
 * The server's structured log: JSON lines with ISO times and level names, so a log shipper can
 * read them as they are (production, and tests, which read the lines). In development, pino-pretty
 * (a dev dependency) prints them readably; it is skipped when it is not installed, as in a
 * production image.
 */
export function createLogger({ level, nodeEnv, destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'crowdspark-server' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Defence in depth: the default serialisers log no headers, but a future serialiser might.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[MASKED]' },
  };
  if (destination) return pino(options, destination);
  if (nodeEnv === 'development' && isInstalled('pino-pretty')) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
  }
  return pino(options);
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
