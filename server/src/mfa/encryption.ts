import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import type { ServerConfig } from '../config'

const version = 'v1'

const keyOf = (config: ServerConfig): Buffer => {
  // main.ts always sets it (FOYER_ENCRYPTION_KEY or the data directory's key).
  if (!config.encryptionKey) throw new Error('No encryption key: set FOYER_ENCRYPTION_KEY')
  return config.encryptionKey
}

/** A key for one purpose, derived from the server's key (HKDF-SHA256), never the key itself. */
const derive = (config: ServerConfig, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', keyOf(config), Buffer.alloc(0), `foyer ${purpose}`, 32))

/**
 * Encrypts a second-factor secret with AES-256-GCM; `context` (the user id) is authenticated
 * with it, so a ciphertext copied to another user's row does not decrypt.
 */
export const encryptSecret = (config: ServerConfig, plain: string, context: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derive(config, 'mfa secrets'), iv)
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
  return [version, ...parts].join('.')
}

/** Decrypts what `encryptSecret` wrote for the same context; throws when it was tampered with. */
export const decryptSecret = (config: ServerConfig, sealed: string, context: string): string => {
  const [tag, iv, authTag, body] = sealed.split('.')
  if (tag !== version || !iv || !authTag || body === undefined) {
    throw new Error('Not an encrypted secret')
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derive(config, 'mfa secrets'),
    Buffer.from(iv, 'base64url'),
  )
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'))
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
  return plain.toString('utf8')
}

/** HMAC-SHA256 (base64url) of `data` under a key derived for `purpose`. */
export const signWith = (config: ServerConfig, purpose: string, data: string): string =>
  createHmac('sha256', derive(config, purpose)).update(data).digest('base64url')
