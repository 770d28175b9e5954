let counter = 0;

/**
 * A fresh client address per call (198.18.0.0/15, the benchmarking range), for tests that send
 * many requests to a tightly rate-limited route but are not about the limit.
 */
export function freshClientIp(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}
