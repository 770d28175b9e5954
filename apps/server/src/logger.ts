import { createRequire } from 'node:module';
import pino from 'pino';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import type { LogLevel, NodeEnv } from './config.js';

export interface LoggerSettings {
  level: LogLevel;
  nodeEnv: NodeEnv;
  /** Where JSON lines go instead of stdout (tests capture them here). */
  destination?: DestinationStream;
}

/**
 * The server's structured log: JSON lines with ISO times and level names, so a log shipper can
 * read them as they are. In development on a terminal, pino-pretty (a dev dependency) makes them
 * readable; it is skipped when it is not installed, as in a production image.
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
  if (nodeEnv === 'development' && process.stdout.isTTY && isInstalled('pino-pretty')) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' } },
    });
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
