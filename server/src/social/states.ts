import { createHash, randomBytes } from 'node:crypto'
import { randomUrlSecret } from '../federation/openid-client'
import type { Db } from '../db/database'

/** A started sign-in lives ten minutes: long enough for a provider's consent screen. */
export const STATE_TTL_SECONDS = 600

const hash = (value: string) => createHash('sha256').update(value).digest('base64url')

/** A started sign-in, as its callback needs it. */
export interface StartedSignIn {
  /** A built-in provider's type or a custom provider's id. */
  provider: string
  nonce: string | null
  codeVerifier: string | null
  redirectUri: string
}

/**
 * Records a sign-in started at `provider` by the browser holding `binder`, and answers its
 * state. The state names the provider in front (`google.…`) so the app's callback route knows
 * which post-login to call; the rest is 256 random bits. Expired rows are swept here, so the
 * table holds only sign-ins of the last minutes.
 */
export const startSignIn = async (
  db: Db,
  input: {
    provider: string
    binder: string
    oidc: boolean
    pkce: boolean
    redirectUri: string
    now: Date
  },
): Promise<{ state: string; nonce: string | null; codeVerifier: string | null }> => {
  const state = `${input.provider}.${randomBytes(32).toString('base64url')}`
  const nonce = input.oidc ? randomUrlSecret() : null
  const codeVerifier = input.pkce ? randomUrlSecret() : null
  await db.deleteFrom('social_login_states').where('expires_at', '<', input.now).execute()
  await db
    .insertInto('social_login_states')
    .values({
      state,
      provider: input.provider,
      binder_hash: hash(input.binder),
      nonce,
      code_verifier: codeVerifier,
      redirect_uri: input.redirectUri,
      expires_at: new Date(input.now.getTime() + STATE_TTL_SECONDS * 1000),
    })
    .execute()
  return { state, nonce, codeVerifier }
}

/**
 * Spends the sign-in a callback names: one statement deletes it whatever comes next, so a state
 * serves one callback only, even under races. Undefined when it is unknown, spent, expired,
 * another provider's, or was started by another browser.
 */
export const spendSignIn = async (
  db: Db,
  input: { state: string; provider: string; binder: string | undefined; now: Date },
): Promise<StartedSignIn | undefined> => {
  if (input.binder === undefined) return undefined
  const row = await db
    .deleteFrom('social_login_states')
    .where('state', '=', input.state)
    .where('provider', '=', input.provider)
    .where('binder_hash', '=', hash(input.binder))
    .returningAll()
    .executeTakeFirst()
  if (!row || row.expires_at.getTime() <= input.now.getTime()) return undefined
  return {
    provider: input.provider,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
  }
}
