import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Bytes of the key (AES-256). */
const keyBytes = 32

/** Name of the generated key's file in the data directory. */
export const encryptionKeyFile = 'encryption.key'

/**
 * FOYER_ENCRYPTION_KEY as 32 bytes: 64 hex digits or base64/base64url of 32 bytes; undefined
 * when unset; anything else stops the server with a message naming the variable.
 */
export const parseEncryptionKey = (value: string | undefined): Buffer | undefined => {
  if (value === undefined) return undefined
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64')
  if (bytes.length !== keyBytes) {
    throw new Error(
      'Invalid configuration FOYER_ENCRYPTION_KEY: 32 bytes as 64 hex digits or base64 expected',
    )
  }
  return bytes
}

/**
 * The key kept in `<dataDir>/encryption.key` (base64), created with mode 0600 on first start;
 * `note` is called once when it is created, so the operator learns to back it up (without it the
 * stored second factors cannot be read).
 */
export const loadOrCreateEncryptionKey = async (
  dataDir: string,
  note: (line: string) => void,
): Promise<Buffer> => {
  const path = join(dataDir, encryptionKeyFile)
  const existing = await readFile(path, 'utf8').catch(() => undefined)
  if (existing !== undefined) {
    const parsed = parseEncryptionKey(existing.trim())
    if (parsed) return parsed
  }
  const key = randomBytes(keyBytes)
  await mkdir(dataDir, { recursive: true })
  // 'wx': two instances starting at once must not overwrite each other's key.
  const written = await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
    .then(() => true)
    .catch(() => false)
  if (!written) return loadOrCreateEncryptionKey(dataDir, () => undefined)
  note(
    `Foyer server: FOYER_ENCRYPTION_KEY is not set; generated one in ${path}. Back it up (MFA ` +
      'secrets cannot be read without it), and set FOYER_ENCRYPTION_KEY when several instances share a database.',
  )
  return key
}
