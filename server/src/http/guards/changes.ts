import { badRequest } from '../api-error'
import type { z } from '@hono/zod-openapi'

/** The spec's answer to an update that would change nothing. */
export const noChangesMessage = 'No changes to update'

/** True when `patch` sets at least one field (`undefined` fields are absent). */
export const hasChanges = (patch: object): boolean =>
  Object.values(patch).some((value) => value !== undefined)

/**
 * A PATCH or PUT body schema that refuses a body setting no field with a 400 'No changes to
 * update', instead of an UPDATE with nothing to SET reaching the database.
 */
export const changeOf = <T extends z.ZodObject>(schema: T): T =>
  schema.refine(hasChanges, { message: noChangesMessage })

/**
 * The same rule where an update is built: throws the 400 when `changes` holds no column, so no
 * caller can send an UPDATE without a SET to the database.
 */
export const requireChanges = <T extends object>(changes: T): T => {
  if (!hasChanges(changes)) throw badRequest(noChangesMessage)
  return changes
}
