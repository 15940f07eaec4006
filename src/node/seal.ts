import { EncryptJWT, jwtDecrypt } from 'jose'

/** What the session cookie holds (spec 000 §3: sealed access and refresh tokens). */
export interface SealedSession {
  accessToken: string
  refreshToken: string
}

const ENCRYPTION_PASSWORD = /^[0-9a-fA-F]{64}$/

/** The 32-byte key of a 64-character hex password; anything else is refused. */
export function sessionKey(password: string | Uint8Array): Uint8Array {
  if (password instanceof Uint8Array) {
    if (password.length !== 32) throw new TypeError('The session key must be 32 bytes')
    return password
  }
  if (!ENCRYPTION_PASSWORD.test(password)) {
    throw new TypeError('The encryption password must be a 64-character hex string')
  }
  return Uint8Array.from(Buffer.from(password, 'hex'))
}

/**
 * Seals the tokens for a cookie: an encrypted JWT (`dir`, A256GCM) that expires after
 * `maxAgeSeconds`; its contents cannot be read or changed without the password.
 */
export async function sealSession(
  session: SealedSession,
  password: string | Uint8Array,
  maxAgeSeconds: number,
): Promise<string> {
  return new EncryptJWT({ at: session.accessToken, rt: session.refreshToken })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(maxAgeSeconds)}s`)
    .encrypt(sessionKey(password))
}

/** Opens a sealed cookie; undefined when it was not sealed with this password, is altered or expired. */
export async function unsealSession(
  sealed: string,
  password: string | Uint8Array,
): Promise<SealedSession | undefined> {
  const key = sessionKey(password)
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    if (typeof payload.at !== 'string' || typeof payload.rt !== 'string') return undefined
    return { accessToken: payload.at, refreshToken: payload.rt }
  } catch {
    return undefined
  }
}
