/** How many days the Usage page plots, today included. */
export const USAGE_DAYS = 30

const DAY_MS = 86_400_000

/** The UTC day of `at`, as `YYYY-MM-DD`. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10)

/** The `USAGE_DAYS` UTC days up to and including the day of `now`, oldest first. */
export const lastDays = (now: Date): string[] =>
  Array.from({ length: USAGE_DAYS }, (_, index) =>
    dayOf(new Date(now.getTime() - (USAGE_DAYS - 1 - index) * DAY_MS)),
  )
