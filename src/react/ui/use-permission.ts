import { useAtomValue } from 'jotai'
import { holdsPermission, sessionAtom } from '../../atoms/index'

/**
 * Whether the signed-in member holds the permission `key` (`usePermission('fe.secure.write.users')`),
 * so a screen shows a write control only to a member who may use it and reads only what the member may
 * read. Follows the session: a refresh or a tenant switch that changes the permissions re-renders.
 */
export function usePermission(key: string): boolean {
  return holdsPermission(useAtomValue(sessionAtom).user, key)
}
