import { FACTOR_REMOVAL_MAX_AGE } from '../../../src/wire/step-up'
import { runAuditedChange } from '../audit/audited-change'
import { ApiError, badRequest, conflict, errorCodes, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import {
  hashRecoveryCode,
  newRecoveryCode,
  readMfaState,
  recordFactorChange,
} from '../mfa/repository'
import { assertSteppedUp } from '../step-up/guard'
import { findUserById } from '../users/repository'
import { verifyAssertion, assertionOptions } from './assert'
import { countFactors, webauthnAllowed, WEBAUTHN_PURPOSES } from './ceremony'
import { enrolmentOptions, verifyEnrolment } from './enrol'
import { deleteMfaKeys, insertMfaKey, listMfaKeys } from './repository'
import type { AppDeps } from '../deps'
import type { Caller } from '../mfa/manage'
import type { RegistrationAnswer } from '../passkeys/register'
import type { SignInAnswer } from '../passkeys/sign-in'
import type { PasskeyDeviceType } from '../passkeys/table'
import type { Context } from 'hono'

// 400, not 401: the caller's session is fine, only the key's answer is not.
const refused = () =>
  new ApiError(400, errorCodes.validation, 'The security key could not be verified. Try again')

const notAllowed = () => badRequest('Security keys are not an allowed second factor')

const callerUser = async (deps: AppDeps, caller: Caller) => {
  const user = await findUserById(deps.db, caller.sub)
  if (!user) throw notFound('No such user')
  return user
}

const ownKey = async (deps: AppDeps, caller: Caller, deviceId: string) => {
  const key = (await listMfaKeys(deps.db, caller.sub)).find((item) => item.id === deviceId)
  if (!key) throw notFound('No such security key')
  return key
}

const audited = (deps: AppDeps, c: Context, caller: Caller) => ({
  db: deps.db,
  now: deps.now(),
  actor: {
    kind: 'user' as const,
    userId: caller.sub,
    email: caller.email,
    tenantId: caller.tenantId,
  },
  client: clientInfo(c),
})

/** `users/v1/mfa/webauthn/enroll`: creation options for a new key of the signed-in user. */
export const startKeyEnrolment = async (deps: AppDeps, caller: Caller) => {
  if (!(await webauthnAllowed(deps))) throw notAllowed()
  const user = await callerUser(deps, caller)
  return enrolmentOptions(deps, { user, tenantId: caller.tenantId })
}

/**
 * `users/v1/mfa/webauthn/enroll/verify {deviceType, webauthnToken, options}`: enrols the key the
 * browser created. The first factor answers the recovery code (shown once); remembered devices
 * are revoked (the factors changed). The change and its audit row are one transaction.
 */
export const confirmKeyEnrolment = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { deviceType: PasskeyDeviceType; webauthnToken: string; options: RegistrationAnswer },
): Promise<{ recoveryCode?: string }> => {
  if (!(await webauthnAllowed(deps, input.deviceType))) throw notAllowed()
  const user = await callerUser(deps, caller)
  const key = await verifyEnrolment(deps, {
    user,
    tenantId: caller.tenantId,
    webauthnToken: input.webauthnToken,
    deviceType: input.deviceType,
    answer: input.options,
    client: clientInfo(c),
    refused,
  })
  const first = (await countFactors(deps.db, user.id)) === 0
  const { recoveryCodeHash } = await readMfaState(deps.db, user.id)
  const recoveryCode = first || recoveryCodeHash === null ? newRecoveryCode() : undefined
  const now = deps.now()
  await runAuditedChange(audited(deps, c, caller), async ({ trx }) => {
    const id = await insertMfaKey(trx, key, now)
    if (!id) throw conflict('This security key is enrolled already')
    await recordFactorChange(trx, {
      userId: user.id,
      now,
      ...(recoveryCode !== undefined ? { recoveryCodeHash: hashRecoveryCode(recoveryCode) } : {}),
    })
    return {
      result: undefined,
      audit: {
        action: 'user.mfa.enrolled',
        description: 'Security key enrolled as a second factor',
        severity: 'High',
        details: { deviceId: id, deviceType: key.deviceType },
      },
    }
  })
  return recoveryCode ? { recoveryCode } : {}
}

/** `users/v1/mfa/webauthn/{deviceId}/disable`: request options for that key, to confirm removal. */
export const startKeyRemoval = async (deps: AppDeps, caller: Caller, deviceId: string) => {
  const key = await ownKey(deps, caller, deviceId)
  return assertionOptions(deps, {
    key,
    purpose: WEBAUTHN_PURPOSES.disable,
    tenantId: caller.tenantId,
  })
}

/**
 * `users/v1/mfa/webauthn/{deviceId}/disable/verify {webauthnToken?, options?}`: removes the key
 * with an answer of that very key, or, without one, from a session stepped up within
 * `FACTOR_REMOVAL_MAX_AGE` (else 403 ER-FOYER-1030). Remembered devices are revoked; with the
 * last factor gone, the recovery code goes too.
 */
export const removeKey = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { deviceId: string; webauthnToken?: string | undefined; options?: SignInAnswer },
): Promise<void> => {
  const key = await ownKey(deps, caller, input.deviceId)
  const now = deps.now()
  if (!input.webauthnToken || !input.options) {
    assertSteppedUp(caller, { maxAge: FACTOR_REMOVAL_MAX_AGE, now })
  } else {
    await verifyAssertion(deps, {
      user: await callerUser(deps, caller),
      key,
      purpose: WEBAUTHN_PURPOSES.disable,
      tenantId: caller.tenantId,
      webauthnToken: input.webauthnToken,
      answer: input.options,
      client: clientInfo(c),
      refused,
    })
  }
  await runAuditedChange(audited(deps, c, caller), async ({ trx }) => {
    await deleteMfaKeys(trx, caller.sub, key.id)
    const left = await countFactors(trx, caller.sub)
    await recordFactorChange(trx, {
      userId: caller.sub,
      now,
      ...(left === 0 ? { recoveryCodeHash: null } : {}),
    })
    return {
      result: undefined,
      audit: {
        action: 'user.mfa.disabled',
        description: 'Security key removed',
        severity: 'High',
        details: { deviceId: key.id },
      },
    }
  })
}
