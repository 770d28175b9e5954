import type { DestinationStream } from 'pino';

export type LogLine = Record<string, unknown> & { level: string; msg?: string };

export interface LogCapture {
  stream: DestinationStream;
  lines: LogLine[];
  /** Raw text as written, to prove a secret appears nowhere, not even in a field we did not think of. */
  text(): string;
}

/** A pino destination that keeps every JSON line the server writes. */
export function captureLogs(): LogCapture {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  return {
    stream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
    lines,
    text: () => raw.join(''),
  };
}
