import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** The prefix of a Standard Webhooks secret: `whsec_` and the base64 of its key bytes. */
const PREFIX = 'whsec_'

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks' form). */
export const generateWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`

/**
 * Why a secret an admin typed cannot sign, or undefined when it can: a `whsec_` secret must hold
 * 24 to 64 bytes of base64 (the standard's range); any other secret of 16 to 256 characters is
 * used as its UTF-8 bytes (a receiver verifies it with `new Webhook(secret, { format: 'raw' })`).
 */
export const secretProblem = (secret: string): string | undefined => {
  if (secret.startsWith(PREFIX)) {
    const body = secret.slice(PREFIX.length)
    const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(body) ? Buffer.from(body, 'base64').length : 0
    if (bytes < 24 || bytes > 64) return 'A whsec_ secret holds 24 to 64 bytes in base64'
    return undefined
  }
  if (secret.length < 16 || secret.length > 256) return 'The secret has 16 to 256 characters'
  return undefined
}

/**
 * The Standard Webhooks headers of one send: `webhook-id` (the delivery's id, the same on every
 * retry so the receiver can drop duplicates), `webhook-timestamp` (seconds) and
 * `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`).
 */
export const signedHeaders = (
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> => {
  const signer = secret.startsWith(PREFIX)
    ? new Webhook(secret)
    : new Webhook(secret, { format: 'raw' })
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(id, at, body),
  }
}
