import { atom } from 'jotai/vanilla'
import type { Tenant, UserPermission } from '../api'
import type { FoyerUser } from './foyer-user'

/** The session as every element sees it. */
export interface Session {
  /** `unknown` until the first restore or sign-in finishes. */
  status: 'unknown' | 'signed-out' | 'signed-in'
  user: FoyerUser | null
  tenants: Tenant[]
  activeTenant: Tenant | null
  /**
   * The sub-account the portal acts in ("open this account", `sub-account.ts`): gone with the
   * session it was opened in (a sign-out, sign-in or switch starts a new one).
   */
  acting?: {
    tenantId: string
    name: string
    /** The permissions its token carries (its membership's there); absent: the user's own. */
    permissions?: readonly string[]
    /** Those permissions as the session's user carries them while acting there. */
    applied?: UserPermission[] | undefined
    /** The user's own permissions, kept aside until the way back. */
    home?: UserPermission[] | undefined
  }
}

/** The session before anything is known. */
export const UNKNOWN_SESSION: Session = {
  status: 'unknown',
  user: null,
  tenants: [],
  activeTenant: null,
}

/** The signed-out session. */
export const SIGNED_OUT_SESSION: Session = { ...UNKNOWN_SESSION, status: 'signed-out' }

/** Writable session state; only the session and login actions write it. */
export const sessionStateAtom = atom<Session>(UNKNOWN_SESSION)

/** The current session (read-only). */
export const sessionAtom = atom((get) => get(sessionStateAtom))
