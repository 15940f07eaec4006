/** Longest temporary lockout: 24 hours. */
export const maxLockoutMs = 24 * 60 * 60 * 1000

/**
 * How long an account stays locked: the base duration, doubled for each earlier consecutive
 * lockout, capped at 24 hours.
 */
export const lockoutDurationMs = (baseMinutes: number, previousLockouts: number): number => {
  const factor = 2 ** Math.min(Math.max(previousLockouts, 0), 30)
  return Math.min(baseMinutes * 60 * 1000 * factor, maxLockoutMs)
}

/** True while a lock set until `lockedUntil` holds at `now`. */
export const isLockedAt = (lockedUntil: Date | null, now: Date): boolean =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime()
