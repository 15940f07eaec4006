import { z } from '@hono/zod-openapi'
import { notFound } from '../http/api-error'
import { isUuid } from '../http/uuid'

/** The `{userId}` of a team route: any text up to 100 characters; a non-UUID names nobody. */
export const userIdParams = z.object({
  userId: z
    .string()
    .max(100)
    .openapi({ param: { name: 'userId', in: 'path' } }),
})

/** The user id of a path, lower-cased; 404 for one that cannot exist (never a 500 from a uuid column). */
export const memberIdOf = (userId: string): string => {
  if (!isUuid(userId)) throw notFound('User not found')
  return userId.toLowerCase()
}
