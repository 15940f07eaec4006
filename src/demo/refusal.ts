import { missingPermissionMessage, WIRE_ERROR_CODES, wireError } from '../wire'
import type { DemoResponse } from './router'

/** The server's refusal for want of a permission: 403 `ER-FOYER-1006`, a sentence, the keys in `context`. */
export const demoRefusal = (permissions: readonly string[]): DemoResponse => ({
  status: 403,
  body: {
    ...wireError(missingPermissionMessage(permissions), WIRE_ERROR_CODES.missingPermission),
    context: { permissions: [...permissions] },
  },
})
