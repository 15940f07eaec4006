import { IMPERSONATE_PERMISSION } from '../permissions/impersonate'

/** How long an impersonation lasts: its session is never refreshed past this. */
export const IMPERSONATION_SECONDS = 30 * 60

/** The vendor role whose holders are the account's super users, never impersonated. */
export const SUPER_USER_ROLE = 'Admin'

/** Who asks to impersonate: the vendor, or a member with their current permissions. */
export type ImpersonationActor =
  | { kind: 'vendor'; clientId: string }
  | { kind: 'user'; userId: string; permissions: readonly string[] }

/** The user to impersonate, as the tenant sees them now; undefined when not an active member. */
export interface ImpersonationTarget {
  userId: string
  locked: boolean
  /** Keys of the roles held in the tenant (a tenant role and a vendor role may share a key). */
  vendorRoles: readonly string[]
  /** Names (for the sentence) by key of the permissions held in the tenant. */
  permissions: ReadonlyMap<string, string>
}

/** Why an impersonation is refused: the status and the sentence the caller reads. */
export interface ImpersonationRefusal {
  status: 400 | 403 | 404
  message: string
}

/**
 * Who may impersonate whom (the product's rules; spec: "not shown"). The vendor may; a member only
 * with the impersonation permission, which only the vendor grants, and only members of their own
 * account. Nobody impersonates themselves, an account's super user (the Admin role), or another
 * impersonator (a holder of the permission); and a member never gains by it: the user must hold
 * no permission the member lacks. A locked user stays locked. Answers undefined when allowed.
 * A member without the permission is refused before anything about the user is told.
 */
export const refuseImpersonation = (
  actor: ImpersonationActor,
  target: ImpersonationTarget | undefined,
): ImpersonationRefusal | undefined => {
  if (actor.kind === 'user' && !actor.permissions.includes(IMPERSONATE_PERMISSION)) {
    return {
      status: 403,
      message:
        'You may not impersonate users: only the vendor can grant the Impersonate users permission',
    }
  }
  if (!target) return { status: 404, message: 'There is no such user in this account' }
  if (actor.kind === 'user' && actor.userId === target.userId) {
    return { status: 400, message: 'You cannot impersonate yourself' }
  }
  if (target.vendorRoles.includes(SUPER_USER_ROLE)) {
    return { status: 403, message: "An account's administrators cannot be impersonated" }
  }
  if (target.permissions.has(IMPERSONATE_PERMISSION)) {
    return { status: 403, message: 'A member who may impersonate others cannot be impersonated' }
  }
  if (actor.kind === 'user') {
    const beyond = [...target.permissions]
      .filter(([key]) => !actor.permissions.includes(key))
      .map(([, name]) => name)
      .sort()
    if (beyond.length > 0) {
      return {
        status: 403,
        message: `This user holds permissions you do not (${beyond.join(', ')}): impersonating them would give you more than your own access`,
      }
    }
  }
  if (target.locked) {
    return { status: 403, message: 'This user is locked and cannot be impersonated' }
  }
  return undefined
}
