import { fail } from './http'
import type { UserV3 } from '../api'
import type { DemoResponse } from './router'

/**
 * As the server's `refuseScimOwned`: a 403 with its sentence when a provisioning connection manages
 * `user` (the directory would undo the change), else null. `change` is the verb ("remove").
 */
export function scimOwned(user: UserV3, change: string): DemoResponse | null {
  if (user.managedBy !== 'scim2') return null
  return fail(
    403,
    `This member is provisioned by ${user.scimConnectionName ?? 'a directory'} (SCIM): ${change} them in your identity provider`,
  )
}
