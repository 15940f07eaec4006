/** How long failed attempts wait before the next. */
export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number
  /** The longest wait. */
  maxMs: number
}

/** 5 s, 10 s, 20 s, … up to 15 minutes, before jitter. */
export const defaultRetryPolicy: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 }

/**
 * The wait after failed attempt number `attempt` (1 for the first): exponential backoff with
 * "equal jitter", half fixed and half random, so messages that failed together (an SMTP outage)
 * do not all come back at the same instant, yet each still waits at least half its step.
 */
export const retryDelayMs = (
  attempt: number,
  policy: RetryPolicy = defaultRetryPolicy,
  random: () => number = Math.random,
): number => {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(step / 2 + random() * (step / 2))
}
