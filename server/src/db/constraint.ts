/** PostgreSQL's error code of a unique violation (PGlite answers the same). */
const UNIQUE_VIOLATION = '23505'

/** The database's error code of `error`, when it is a database error. */
export const databaseErrorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined

/**
 * Whether `error` is a unique violation: a concurrent change won the race past a check (the same
 * key twice), to be answered as the clash it is, never a 500.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  databaseErrorCode(error) === UNIQUE_VIOLATION
