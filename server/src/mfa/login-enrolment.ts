import { badRequest } from '../http/api-error'
import { findUserById } from '../users/repository'
import { listDevices } from './repository'
import { activeStrategies } from './strategies'
import type { AppDeps } from '../deps'
import type { MfaLoginRecord } from './login-token'

/**
 * Enrolling a factor with an mfaToken is the forced enrolment of a user who has none (spec §4.3,
 * `forceTwoFactor`). A user with any factor — an app, a number, a security key, or their address
 * once email codes are on — must give it instead: otherwise a stolen password alone could add the
 * thief's own factor and sign in with it. A step-up never enrols.
 */
export const assertEnrolmentAtSignIn = async (
  deps: AppDeps,
  record: Pick<MfaLoginRecord, 'userId' | 'stepUp'>,
): Promise<void> => {
  if (record.stepUp) throw badRequest('A step-up cannot enrol a second factor')
  const [devices, strategies, user] = await Promise.all([
    listDevices(deps.db, record.userId),
    activeStrategies(deps),
    findUserById(deps.db, record.userId),
  ])
  const byEmail = strategies.includes('EmailCode') && Boolean(user?.email)
  const count = devices.authenticators.length + devices.phones.length + devices.webauthn.length
  if (count > 0 || byEmail) {
    throw badRequest('A second factor is already enrolled: give it to sign in')
  }
}
