import { z } from '@hono/zod-openapi'

/**
 * The wire error body, `{ errors: [message], errorCode, context? }`, registered as the component
 * `WireError` that every 4xx of the OpenAPI document refers to.
 */
export const wireErrorSchema = z
  .object({
    errors: z.array(z.string()).openapi({ example: ['email is required'] }),
    errorCode: z.string().openapi({ example: 'ER-FOYER-0400' }),
    context: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('WireError')

/** An instant as the wire writes it: ISO 8601 in UTC. */
export const isoInstant = z.string().openapi({ format: 'date-time' })

/** An empty JSON object, the body of a deletion or a sign-out. */
export const emptyObjectSchema = z.object({}).openapi('Empty')

/** A list answer's `_metadata`. */
const listMetadata = z.object({ totalItems: z.number().int(), totalPages: z.number().int() })

/** A list answer: `{ items, _metadata: { totalItems, totalPages } }`. */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _metadata: listMetadata })

/** Builds a list answer; `totalPages` counts pages of `limit` items. */
export const listAnswer = <T>(items: T[], totalItems = items.length, limit = totalItems) => ({
  items,
  _metadata: { totalItems, totalPages: limit > 0 ? Math.ceil(totalItems / limit) : 0 },
})
