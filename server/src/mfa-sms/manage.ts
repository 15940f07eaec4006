import { FACTOR_REMOVAL_MAX_AGE } from '../../../src/wire/step-up'
import { runAuditedChange } from '../audit/audited-change'
import { normalisePhone } from '../delivery/phone'
import { ApiError, badRequest, conflict, errorCodes, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { isUuid } from '../http/uuid'
import {
  listAuthenticators,
  newRecoveryCode,
  hashRecoveryCode,
  readMfaState,
  recordFactorChange,
} from '../mfa/repository'
import { activeStrategies } from '../mfa/strategies'
import { listMfaKeys } from '../mfa-webauthn/repository'
import { spendCode } from '../one-time/secrets'
import { assertSteppedUp } from '../step-up/guard'
import { findUserById } from '../users/repository'
import { deletePhone, listPhones, markPhoneEnrolled, pendingPhone } from './repository'
import { SMS_PURPOSES, textMfaCode } from './text-code'
import type { AuditActionKey } from '../audit/actions'
import type { ChangeScope } from '../audit/audited-change'
import type { AppDeps } from '../deps'
import type { Caller } from '../mfa/manage'
import type { Context } from 'hono'

const wrongCode = () =>
  new ApiError(400, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

const audit = (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  entry: { action: AuditActionKey; description: string; details?: Record<string, unknown> },
  change?: (scope: ChangeScope) => Promise<void>,
) =>
  runAuditedChange(
    {
      db: deps.db,
      now: deps.now(),
      actor: { kind: 'user', userId: caller.sub, email: caller.email, tenantId: caller.tenantId },
      client: clientInfo(c),
    },
    async (scope) => {
      if (change) await change(scope)
      return {
        result: undefined,
        audit: { severity: 'High', details: {}, ...entry },
      }
    },
  )

const callerUser = async (deps: AppDeps, caller: Caller) => {
  const user = await findUserById(deps.db, caller.sub)
  if (!user) throw notFound('No such user')
  return user
}

/** `users/v1/mfa/sms/enroll {phoneNumber}`: texts a code to a new number of the caller. */
export const startSmsEnrolment = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { phoneNumber: string },
): Promise<{ otcToken: string; phoneNumber: string }> => {
  if (!(await activeStrategies(deps)).includes('SMS')) {
    throw badRequest('The SMS code is not an allowed second factor')
  }
  const phoneNumber = normalisePhone(input.phoneNumber)
  if (!phoneNumber) throw badRequest('phoneNumber must be a valid phone number')
  const user = await callerUser(deps, caller)
  const now = deps.now()
  const phoneId = await deps.db
    .transaction()
    .execute((trx) => pendingPhone(trx, { userId: user.id, phoneNumber, now }))
  if (phoneId === undefined) throw conflict('This phone number is already a second factor')
  const otcToken = await textMfaCode(deps, c, {
    user,
    tenantId: caller.tenantId,
    phoneNumber,
    purpose: SMS_PURPOSES.enrol,
    data: { phoneId },
  })
  return { otcToken, phoneNumber }
}

/**
 * `users/v1/mfa/sms/enroll/verify {otcToken, code}`: the texted code enrols the number (single
 * use, 5 tries); the user's first factor answers the recovery code, shown once. Remembered
 * devices are revoked (the factors changed).
 */
export const confirmSmsEnrolment = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { otcToken: string; code: string },
): Promise<{ recoveryCode?: string }> => {
  const now = deps.now()
  if (!isUuid(input.otcToken)) throw badRequest('Invalid token specified')
  const spent = await spendCode(deps.db, {
    id: input.otcToken,
    purpose: SMS_PURPOSES.enrol,
    code: input.code.replace(/\s/g, ''),
    now,
  })
  const phoneId = spent.ok ? spent.secret.data.phoneId : undefined
  if (!spent.ok || spent.secret.userId !== caller.sub || typeof phoneId !== 'string') {
    await audit(deps, c, caller, {
      action: 'user.mfa.failed',
      description: 'SMS enrolment refused: wrong code',
    })
    throw wrongCode()
  }
  const first =
    (await listAuthenticators(deps.db, caller.sub)).length === 0 &&
    (await listPhones(deps.db, caller.sub)).length === 0
  const { recoveryCodeHash } = await readMfaState(deps.db, caller.sub)
  const recoveryCode = first || recoveryCodeHash === null ? newRecoveryCode() : undefined
  await audit(
    deps,
    c,
    caller,
    {
      action: 'user.mfa.enrolled',
      description: 'SMS second factor enrolled',
      details: { deviceId: phoneId },
    },
    async ({ trx }) => {
      if (!(await markPhoneEnrolled(trx, phoneId, now))) throw wrongCode()
      await recordFactorChange(trx, {
        userId: caller.sub,
        now,
        ...(recoveryCode !== undefined ? { recoveryCodeHash: hashRecoveryCode(recoveryCode) } : {}),
      })
    },
  )
  return recoveryCode ? { recoveryCode } : {}
}

const ownPhone = async (deps: AppDeps, caller: Caller, deviceId: string) => {
  const phone = (await listPhones(deps.db, caller.sub)).find((p) => p.id === deviceId)
  if (!phone) throw notFound('No such SMS second factor')
  return phone
}

/** `users/v1/mfa/sms/{deviceId}/disable`: texts a code to that number to confirm its removal. */
export const startSmsRemoval = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  deviceId: string,
): Promise<{ otcToken: string; phoneNumber: string }> => {
  const phone = await ownPhone(deps, caller, deviceId)
  const user = await callerUser(deps, caller)
  const otcToken = await textMfaCode(deps, c, {
    user,
    tenantId: caller.tenantId,
    phoneNumber: phone.phoneNumber,
    purpose: SMS_PURPOSES.disable,
    data: { phoneId: phone.id },
  })
  return { otcToken, phoneNumber: phone.phoneNumber }
}

/**
 * `users/v1/mfa/sms/{deviceId}/disable/verify {otcToken?, code?}`: removes the number with the
 * code texted to it, or, without one, from a session stepped up within
 * `FACTOR_REMOVAL_MAX_AGE` (else 403 ER-FOYER-1030). Remembered devices are revoked; with the
 * last factor gone, the recovery code goes too.
 */
export const removeSmsFactor = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { deviceId: string; otcToken?: string | undefined; code?: string | undefined },
): Promise<void> => {
  const now = deps.now()
  await ownPhone(deps, caller, input.deviceId)
  const code = input.code?.replace(/\s/g, '') ?? ''
  if (code === '') assertSteppedUp(caller, { maxAge: FACTOR_REMOVAL_MAX_AGE, now })
  else {
    if (!isUuid(input.otcToken ?? '')) throw badRequest('Invalid token specified')
    const spent = await spendCode(deps.db, {
      id: input.otcToken ?? '',
      purpose: SMS_PURPOSES.disable,
      code,
      now,
    })
    if (
      !spent.ok ||
      spent.secret.userId !== caller.sub ||
      spent.secret.data.phoneId !== input.deviceId
    ) {
      await audit(deps, c, caller, {
        action: 'user.mfa.failed',
        description: 'Removing an SMS factor refused: wrong code',
      })
      throw wrongCode()
    }
  }
  await audit(
    deps,
    c,
    caller,
    {
      action: 'user.mfa.disabled',
      description: 'SMS second factor removed',
      details: { deviceId: input.deviceId },
    },
    async ({ trx }) => {
      await deletePhone(trx, caller.sub, input.deviceId)
      const left =
        (await listAuthenticators(trx, caller.sub)).length +
        (await listPhones(trx, caller.sub)).length +
        (await listMfaKeys(trx, caller.sub)).length
      await recordFactorChange(trx, {
        userId: caller.sub,
        now,
        ...(left === 0 ? { recoveryCodeHash: null } : {}),
      })
    },
  )
}
