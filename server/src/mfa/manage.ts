import { FACTOR_REMOVAL_MAX_AGE } from '../../../src/wire/step-up'
import { runAuditedChange } from '../audit/audited-change'
import { ApiError, badRequest, conflict, errorCodes, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { countFactors } from '../mfa-webauthn/ceremony'
import { assertSteppedUp } from '../step-up/guard'
import { resetChecks, takeCheck } from './check-limit'
import { enrolAuthenticator } from './login-steps'
import {
  acceptAnyCode,
  createPendingAuthenticator,
  deleteAuthenticators,
  hashRecoveryCode,
  listAuthenticators,
  readMfaState,
  recordFactorChange,
} from './repository'
import { activeStrategies } from './strategies'
import { enrolmentPicture, newTotpSecret } from './totp'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { Context } from 'hono'

/** Who manages their factors: the signed-in user of the request (with their step-up claims). */
export type Caller = Pick<
  AccessTokenClaims,
  'sub' | 'email' | 'tenantId' | 'acr' | 'amr' | 'authTime'
>

const wrongCode = () =>
  // 400, not 401: the caller's session is fine, only the code is wrong.
  new ApiError(400, errorCodes.invalidCredentials, 'The code is incorrect or has expired')

const audited = <T>(
  deps: AppDeps,
  c: Context,
  caller: Caller,
  change: Parameters<typeof runAuditedChange<T>>[1],
) =>
  runAuditedChange(
    {
      db: deps.db,
      now: deps.now(),
      actor: { kind: 'user', userId: caller.sub, email: caller.email, tenantId: caller.tenantId },
      client: clientInfo(c),
    },
    change,
  )

/** Starts enrolling an authenticator app for the signed-in user: its QR code and secret. */
export const startEnrolment = async (deps: AppDeps, caller: Caller) => {
  const { db, config } = deps
  if (!(await activeStrategies(deps)).includes('AuthenticatorApp')) {
    throw badRequest('The authenticator app is not an allowed second factor')
  }
  if ((await listAuthenticators(db, caller.sub)).length > 0) {
    throw conflict('An authenticator app is already enrolled; remove it first')
  }
  const secret = newTotpSecret()
  const now = deps.now()
  await db
    .transaction()
    .execute((trx) => createPendingAuthenticator(trx, config, { userId: caller.sub, secret, now }))
  const issuer = config.vendorId === 'foyer' ? 'Foyer' : config.vendorId
  const picture = await enrolmentPicture({ secret, issuer, account: caller.email ?? caller.sub })
  return { qrCode: picture.qrCode, secret: picture.secret }
}

/** The first code of the app being enrolled: enrols it; the recovery code on the first factor. */
export const confirmEnrolment = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  code: string,
): Promise<{ recoveryCode?: string }> => {
  const { enrolled, recoveryCode } = await enrolAuthenticator(deps, { userId: caller.sub, code })
  if (!enrolled) {
    await audited(deps, c, caller, async () => ({
      result: undefined,
      audit: {
        action: 'user.mfa.failed',
        description: 'Enrolment refused: wrong code',
        details: {},
      },
    }))
    throw wrongCode()
  }
  await audited(deps, c, caller, async () => ({
    result: undefined,
    audit: {
      action: 'user.mfa.enrolled',
      description: 'Authenticator app enrolled',
      severity: 'High',
      details: { deviceId: enrolled.id },
    },
  }))
  return recoveryCode ? { recoveryCode } : {}
}

/**
 * Removes one authenticator app (`deviceId`) or every factor. A fresh second factor is required:
 * a session stepped up within `FACTOR_REMOVAL_MAX_AGE` (no code then), or a current code of one
 * of the user's apps (used up like any code) or the recovery code. Without either: 403
 * ER-FOYER-1030 (step-up required). With the last factor gone the recovery code goes too;
 * remembered devices are revoked either way.
 */
export const disableFactors = async (
  deps: AppDeps,
  c: Context,
  caller: Caller,
  input: { code: string | undefined; deviceId?: string },
): Promise<void> => {
  const { db, config } = deps
  const now = deps.now()
  const authenticators = await listAuthenticators(db, caller.sub)
  if (input.deviceId !== undefined && !authenticators.some((a) => a.id === input.deviceId)) {
    throw notFound('No such authenticator app')
  }
  if (authenticators.length === 0) throw badRequest('No second factor is enrolled')
  const code = input.code?.trim() ?? ''
  if (code === '') assertSteppedUp(caller, { maxAge: FACTOR_REMOVAL_MAX_AGE, now })
  else await takeCheck(c, db, caller.sub, now)
  const proved =
    code === '' ||
    (await acceptAnyCode(db, config, authenticators, code, now)) !== undefined ||
    (await readMfaState(db, caller.sub)).recoveryCodeHash === hashRecoveryCode(code)
  if (!proved) {
    await audited(deps, c, caller, async () => ({
      result: undefined,
      audit: {
        action: 'user.mfa.failed',
        description: 'Removing a second factor refused: wrong code',
        severity: 'High',
        details: {},
      },
    }))
    throw wrongCode()
  }
  await resetChecks(db, caller.sub)
  await audited(deps, c, caller, async ({ trx }) => {
    await deleteAuthenticators(trx, caller.sub, input.deviceId)
    // `mfa/disable` removes every factor: the SMS numbers and security keys too.
    if (input.deviceId === undefined) {
      await trx.deleteFrom('mfa_phones').where('user_id', '=', caller.sub).execute()
      await trx.deleteFrom('mfa_webauthn_devices').where('user_id', '=', caller.sub).execute()
    }
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
        description:
          input.deviceId === undefined
            ? 'Every second factor removed'
            : 'Authenticator app removed',
        severity: 'High',
        details: input.deviceId === undefined ? {} : { deviceId: input.deviceId },
      },
    }
  })
}
