import { missingPermissionMessage } from '../../../src/wire/permissions'
import { ApiError, errorCodes } from './api-error'

/**
 * The 403 of a caller without the permission a route needs: `ER-FOYER-1006`, a sentence naming the
 * permission by its human name (a person reads it, never a raw key), and the keys in
 * `context.permissions` for clients that word the refusal themselves.
 */
export const missingPermission = (keys: readonly string[]) =>
  new ApiError(403, errorCodes.missingPermission, missingPermissionMessage(keys), {
    permissions: [...keys],
  })
