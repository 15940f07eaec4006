import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { signWith } from '../mfa/encryption'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { Challenge, Solution } from 'altcha-lib'

/** How long a challenge may be solved and used. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000
/**
 * PBKDF2 iterations per try. With the default range of tries (`config.altchaMaxTries`, a quarter of
 * it to all of it): about a second of a phone's work for one sign-in, thousands of seconds for
 * thousands of guesses.
 */
const COST = 1000

/** The two HMAC secrets, derived from the server's encryption key (nothing more to configure). */
const secrets = (config: ServerConfig) => ({
  challenge: signWith(config, 'altcha', 'challenge'),
  key: signWith(config, 'altcha', 'derived key'),
})

/** A signed proof-of-work challenge for the `altcha` widget (its `challenge` JSON). */
export const createAltchaChallenge = async (
  config: ServerConfig,
  now: Date,
): Promise<Challenge> => {
  const { challenge, key } = secrets(config)
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: COST,
    counter: randomInt(config.altchaMaxTries, Math.ceil(config.altchaMaxTries / 4)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  })
}

const decodePayload = (token: string): { challenge: Challenge; solution: Solution } | null => {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { challenge, solution } = value as Record<string, unknown>
    if (typeof challenge !== 'object' || challenge === null) return null
    if (typeof solution !== 'object' || solution === null) return null
    const { parameters, signature } = challenge as Record<string, unknown>
    if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string') {
      return null
    }
    const { counter, derivedKey } = solution as Record<string, unknown>
    if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null
    return { challenge: challenge as Challenge, solution: { counter, derivedKey } }
  } catch {
    return null
  }
}

/**
 * Checks the widget's payload (base64 JSON of the challenge and its solution): signed by this
 * server, not expired, solved, and not used before. The challenge's signature is recorded in
 * the same statement that checks it was not, so two requests racing with one solution cannot
 * both pass.
 */
export const verifyAltchaPayload = async (
  db: Db,
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<boolean> => {
  const payload = decodePayload(token)
  if (!payload) return false
  const { challenge, key } = secrets(config)
  const expiresAt = payload.challenge.parameters.expiresAt
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  }).catch(() => null)
  if (!result?.verified) return false
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute()
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({
      challenge_signature: payload.challenge.signature ?? '',
      expires_at: new Date(expiresAt * 1000),
    })
    .onConflict((conflict) => conflict.column('challenge_signature').doNothing())
    .returning('challenge_signature')
    .executeTakeFirst()
  return inserted !== undefined
}
