import { randomUUID } from 'node:crypto'
import { rememberedRead } from '../db/request-memo'
import type { Db } from '../db/database'
import type { CaptchaPoliciesTable } from './table'
import type { Selectable } from 'kysely'

/** The captcha providers a policy may select. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'turnstile', 'hcaptcha'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

/** The vendor's captcha policy; off and ALTCHA (needing no third party) until saved. */
export interface CaptchaPolicy {
  id: string
  enabled: boolean
  provider: CaptchaProvider
  /** The third-party provider's public key; for ALTCHA none is needed. */
  siteKey: string
  /** The third-party provider's secret; never answered by any endpoint. */
  secretKey: string
  /** reCAPTCHA v3 (and hCaptcha Enterprise) scores below this fail. */
  minScore: number
  createdAt: Date
  updatedAt: Date
}

const isProvider = (value: string): value is CaptchaProvider =>
  (CAPTCHA_PROVIDERS as readonly string[]).includes(value)

/** The request-memo key of the policy (`rememberedRead`). */
export const captchaPolicyKey = 'captcha-policy'

/** A stored row as the policy, or the default (off, ALTCHA) under a fresh id without one. */
export const toCaptchaPolicy = (
  row: Selectable<CaptchaPoliciesTable> | undefined,
): CaptchaPolicy => {
  if (!row) {
    const epoch = new Date(0)
    const base = { id: randomUUID(), enabled: false, provider: 'altcha' as const, siteKey: '' }
    return { ...base, secretKey: '', minScore: 0.5, createdAt: epoch, updatedAt: epoch }
  }
  return {
    id: row.id,
    enabled: row.enabled,
    provider: isProvider(row.provider) ? row.provider : 'altcha',
    siteKey: row.site_key,
    secretKey: row.secret_key,
    minScore: row.min_score,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The stored policy, or the default (off, ALTCHA) under a fresh id. */
export const readCaptchaPolicy = (db: Db): Promise<CaptchaPolicy> =>
  // Once per request on the sign-in path (`requestScope`, `auth/sign-in-settings.ts`).
  rememberedRead(db, captchaPolicyKey, async () =>
    toCaptchaPolicy(await db.selectFrom('captcha_policies').selectAll().executeTakeFirst()),
  )

/** A change of the policy: the keys given replace the stored ones. */
export type CaptchaPolicyChange = Partial<
  Pick<CaptchaPolicy, 'enabled' | 'provider' | 'siteKey' | 'secretKey' | 'minScore'>
>

/** Saves a change over the stored policy (in the caller's transaction); answers the result. */
export const writeCaptchaPolicy = async (
  trx: Db,
  change: CaptchaPolicyChange,
  now: Date,
): Promise<CaptchaPolicy> => {
  const current = await readCaptchaPolicy(trx)
  const next = { ...current, ...change }
  const values = {
    enabled: next.enabled,
    provider: next.provider,
    site_key: next.siteKey,
    secret_key: next.secretKey,
    min_score: next.minScore,
    updated_at: now,
  }
  await trx
    .insertInto('captcha_policies')
    .values({ id: current.id, created_at: now, ...values })
    .onConflict((conflict) => conflict.column('singleton').doUpdateSet(values))
    .execute()
  return readCaptchaPolicy(trx)
}

/**
 * Why a policy cannot be on: a third-party provider needs its site key and secret. Null when
 * it may be saved.
 */
export const captchaPolicyProblem = (policy: CaptchaPolicy): string | null => {
  if (!policy.enabled || policy.provider === 'altcha') return null
  if (policy.siteKey === '') return 'siteKey is required for this provider'
  if (policy.secretKey === '') return 'secretKey is required for this provider'
  return null
}
