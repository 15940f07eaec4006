import { errorCodes, forbidden } from '../http/api-error'
import type { UserRecord } from '../users/repository'

/** Whether the account is locked at `now` (`users.locked_until` still ahead). */
export const isLocked = (user: Pick<UserRecord, 'lockedUntil'>, now: Date): boolean =>
  user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime()

/** The password sign-in's answer to a locked account (403 ER-FOYER-1002). */
export const lockedRefusal = () =>
  forbidden('User is locked. Try again later or contact your administrator', errorCodes.userLocked)

/** The answer to a user without an enabled, unexpired membership (403 ER-FOYER-1007). */
export const noTenantRefusal = () =>
  forbidden('This user does not belong to any active account', errorCodes.noTenant)
