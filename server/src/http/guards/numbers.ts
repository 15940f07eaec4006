import { z } from '@hono/zod-openapi'

/** Largest value of a PostgreSQL `integer` column. */
export const maxInt32 = 2_147_483_647

/**
 * Longest span in seconds a query may ask for: a century. `now` minus it is still a `Date` and a
 * PostgreSQL timestamp, where `Date` stops at ±8.64e15 ms and any larger span is a 500.
 */
export const maxSpanSeconds = 100 * 366 * 24 * 60 * 60

/**
 * An integer within `[min, max]`, read from a query string or JSON alike. Use it for every number
 * that reaches a column or date arithmetic, so no value can outgrow what holds it.
 */
export const boundedInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** A number of seconds from 0 to a century (`maxSpanSeconds`). */
export const spanSeconds = () => boundedInt(0, maxSpanSeconds)
