import { writeAudit } from '../audit/repository'
import { listAuthenticators } from '../mfa/repository'
import { activeStrategies } from '../mfa/strategies'
import { listPhones } from '../mfa-sms/repository'
import { issueLinkToken, spendLinkToken } from '../one-time/secrets'
import { CHALLENGE_TTL_MS } from '../passkeys/challenges'
import { listMfaKeys } from './repository'
import type { AuditActionKey } from '../audit/actions'
import type { Db } from '../db/database'
import type { AppDeps } from '../deps'
import type { PasskeyDeviceType } from '../passkeys/table'
import type { ClientInfo } from '../sessions/repository'

/** One-time secret purposes of the wire's `webauthnToken`: enrolling a key, signing in, removing. */
export const WEBAUTHN_PURPOSES = {
  enrol: 'mfa-webauthn-enrol',
  signIn: 'mfa-webauthn',
  disable: 'mfa-webauthn-disable',
} as const

/** What a `webauthnToken` carries: the challenge handed out, and what it is bound to. */
export interface CeremonyData {
  challenge: string
  /** The sign-in (mfaToken row) a sign-in or enrolment at sign-in belongs to. */
  mfaLoginId?: string
  /** The key an assertion must come from. */
  deviceId?: string
}

/**
 * Hands out a ceremony: its challenge in a one-time secret bound to the user and purpose (5
 * minutes, single use). The secret is the wire's `webauthnToken`, so the client names the
 * ceremony it answers and the server finds the challenge it must have signed.
 */
export const issueCeremony = (
  db: Db,
  input: {
    purpose: string
    userId: string
    tenantId: string | null
    now: Date
    data: CeremonyData
  },
): Promise<string> =>
  issueLinkToken(db, {
    purpose: input.purpose,
    userId: input.userId,
    tenantId: input.tenantId,
    ttlSeconds: CHALLENGE_TTL_MS / 1000,
    now: input.now,
    data: { ...input.data },
  })

/**
 * Spends a ceremony of `purpose` issued to `userId`: at most once even under racing requests
 * (a replayed answer finds it spent). Undefined when malformed, unknown, spent, expired or
 * another user's.
 */
export const spendCeremony = async (
  db: Db,
  input: { token: string; purpose: string; userId: string; now: Date },
): Promise<CeremonyData | undefined> => {
  const spent = await spendLinkToken(db, input)
  if (!spent.ok || typeof spent.secret.data.challenge !== 'string') return undefined
  const { challenge, mfaLoginId, deviceId } = spent.secret.data
  return {
    challenge,
    ...(typeof mfaLoginId === 'string' ? { mfaLoginId } : {}),
    ...(typeof deviceId === 'string' ? { deviceId } : {}),
  }
}

/** Whether the vendor turned on WebAuthn as a second factor (of `deviceType`, or of either kind). */
export const webauthnAllowed = async (
  deps: AppDeps,
  deviceType?: PasskeyDeviceType,
): Promise<boolean> => {
  const strategies = await activeStrategies(deps)
  if (deviceType === 'Platform') return strategies.includes('WebAuthnPlatform')
  if (deviceType === 'CrossPlatform') return strategies.includes('WebAuthnCrossPlatform')
  return strategies.includes('WebAuthnPlatform') || strategies.includes('WebAuthnCrossPlatform')
}

/** How many second factors the user has enrolled: apps, numbers and keys. */
export const countFactors = async (db: Db, userId: string): Promise<number> => {
  const [apps, phones, keys] = await Promise.all([
    listAuthenticators(db, userId),
    listPhones(db, userId),
    listMfaKeys(db, userId),
  ])
  return apps.length + phones.length + keys.length
}

/** An audit row of the WebAuthn factor (a failure, an enrolment, a removal). */
export const auditKey = (
  db: Db,
  input: {
    user: { id: string; email: string | null }
    tenantId: string | null
    client: ClientInfo
    action: AuditActionKey
    description: string
    high?: boolean
  },
) =>
  writeAudit(db, {
    tenantId: input.tenantId,
    userId: input.user.id,
    email: input.user.email,
    action: input.action,
    description: input.description,
    severity: input.high === false ? 'Info' : 'High',
    ip: input.client.ip,
    userAgent: input.client.userAgent,
  })
