/** How the return page asks for a payment's status until the webhook has confirmed it. */
export interface PollSchedule {
  /** Delay after the nth answer (0-based) before asking again. */
  delayMs: (attempt: number) => number;
  /** Stop asking on its own after this long and say the payment is still processing. */
  timeoutMs: number;
}

/** Every second for the first five answers, then 1.5× longer each time up to 5 s, for about a minute. */
export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  delayMs: (attempt) => (attempt < 5 ? 1000 : Math.min(5000, Math.round(1000 * 1.5 ** (attempt - 4)))),
  timeoutMs: 60_000,
};
