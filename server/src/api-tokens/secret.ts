import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A new token secret: 32 random bytes (256 bits), base64url. With that much entropy a single
 * SHA-256 is enough to store it: guessing is hopeless however fast the hash, so argon2's
 * slowness (meant for low-entropy passwords) would only make every token sign-in cost a
 * server-side memory-hard hash, an easy way to load the server from the rate-limited endpoint.
 */
export const generateTokenSecret = (): string => randomBytes(32).toString('base64url')

/** The stored form of a secret: hex SHA-256. */
export const hashTokenSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex')

/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export const secretMatches = (secret: string, storedHash: string): boolean => {
  const given = Buffer.from(hashTokenSecret(secret), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
