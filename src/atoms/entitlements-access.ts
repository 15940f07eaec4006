import type { EntitlementsCheck } from './entitlements-check'
import type { EntitlementsState } from './entitlements-state'
import type { FoyerUser } from './foyer-user'
import type { Session } from './session-state'

/** What a guarded block asks for: every listed key must hold. */
export interface AccessRequirement {
  /** Permission keys; `*` matches any run of characters (in the listed key or a granted one). */
  permissions: readonly string[]
  /** Role keys, matched exactly. */
  roles: readonly string[]
  /** Feature keys, decided by the entitlements engine. */
  features: readonly string[]
}

/** `pending` while the session or the bundle it needs is loading; then a decision. */
export type AccessDecision = 'pending' | 'granted' | 'denied'

const patterns = new Map<string, RegExp>()

/** A permission pattern as an anchored regex: `.` literal, `*` any run of characters. */
function patternOf(key: string): RegExp {
  let pattern = patterns.get(key)
  if (!pattern) {
    const source = key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
    pattern = new RegExp(`^${source}$`)
    patterns.set(key, pattern)
  }
  return pattern
}

/** Whether a listed permission key and a granted one match (either may hold `*`). */
export function permissionMatches(listed: string, granted: string): boolean {
  if (listed === granted) return true
  return (
    (listed.includes('*') && patternOf(listed).test(granted)) ||
    (granted.includes('*') && patternOf(granted).test(listed))
  )
}

/**
 * Whether the signed-in user may do what `key` names (`fe.secure.write.users`): a super user may do
 * anything; otherwise a permission the user holds must match it (`*` wildcards on either side). The
 * screens ask it before showing a control, the server decides it again on the request.
 */
export function holdsPermission(
  user:
    (Pick<FoyerUser, 'superUser'> & { permissions: readonly { key: string }[] }) | null | undefined,
  key: string,
): boolean {
  if (!user) return false
  if (user.superUser) return true
  return user.permissions.some((permission) => permissionMatches(key, permission.key))
}

/**
 * The content guard's decision (spec doc 000 §6): granted when the signed-in user holds every
 * listed permission (and, with a bundle, the engine entitles it, so linked features apply), every
 * listed role and every listed feature. Super users always pass. Signed out is always denied;
 * while the session, or a bundle the requirement needs, is loading the answer is `pending`.
 */
export function decideAccess(
  session: Session,
  entitlements: EntitlementsState,
  check: EntitlementsCheck,
  requirement: AccessRequirement,
): AccessDecision {
  if (session.status === 'unknown') return 'pending'
  const user = session.user
  if (session.status !== 'signed-in' || !user) return 'denied'
  if (user.superUser) return 'granted'
  const roles = new Set(user.roles.map((role) => role.key))
  if (!requirement.roles.every((role) => roles.has(role))) return 'denied'
  if (!requirement.permissions.every((listed) => holdsPermission(user, listed))) return 'denied'
  const needsBundle = requirement.features.length > 0 || requirement.permissions.length > 0
  if (!needsBundle) return 'granted'
  if (entitlements.status === 'loading' || entitlements.status === 'unknown') return 'pending'
  const bundle = entitlements.status === 'loaded' ? entitlements.bundle : null
  if (bundle) {
    const entitled = requirement.permissions.every((listed) =>
      listed.includes('*')
        ? user.permissions.some(
            ({ key }) =>
              permissionMatches(listed, key) && check.isEntitledToPermission(key).isEntitled,
          )
        : check.isEntitledToPermission(listed).isEntitled,
    )
    if (!entitled) return 'denied'
  }
  return requirement.features.every((feature) => check.isEntitledToFeature(feature).isEntitled)
    ? 'granted'
    : 'denied'
}
