import { permissionMatches } from './entitlements-access'
import type { FoyerUser } from './foyer-user'

/**
 * Whether the signed-in user may do what `key` names (`fe.secure.write.users`): a super user may do
 * anything; otherwise a permission the user holds must match it (`*` wildcards on either side). The
 * screens ask it before showing a control, the server decides it again on the request.
 */
export function holdsPermission(user: FoyerUser | null | undefined, key: string): boolean {
  if (!user) return false
  if (user.superUser) return true
  return user.permissions.some((permission) => permissionMatches(key, permission.key))
}
