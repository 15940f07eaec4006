import { createHash, randomBytes } from 'node:crypto'

/** A new opaque refresh token: 32 random bytes, base64url. */
export const generateRefreshToken = (): string => randomBytes(32).toString('base64url')

/** The form a refresh token is stored in: its sha-256, hex. */
export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex')
