import { createHash, timingSafeEqual } from 'node:crypto'

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const verifierShape = /^[A-Za-z0-9._~-]{43,128}$/
/** An S256 challenge: BASE64URL of a SHA-256 digest, 43 characters. */
const challengeShape = /^[A-Za-z0-9_-]{43}$/

/** Whether `challenge` has the shape of an S256 code challenge. */
export const isS256Challenge = (challenge: string): boolean => challengeShape.test(challenge)

/** Whether `verifier` is the one behind the S256 `challenge` (compared in constant time). */
export const verifierMatches = (verifier: string, challenge: string): boolean => {
  if (!verifierShape.test(verifier) || !isS256Challenge(challenge)) return false
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  return timingSafeEqual(computed, Buffer.from(challenge))
}
