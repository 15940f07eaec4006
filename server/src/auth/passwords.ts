import { hash, verify } from '@node-rs/argon2'
import type { Algorithm } from '@node-rs/argon2'

/** `Algorithm.Argon2id` (a const enum, which verbatimModuleSyntax cannot import as a value). */
const argon2id = 2 as Algorithm

/** argon2id with OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> => hash(password, options)

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password. Without a stored hash (unknown user, no password set) it verifies
 * against a dummy hash so both cases take the same time, then answers false.
 */
export const verifyPassword = async (
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  if (storedHash === null || storedHash === undefined) {
    dummyHash ??= hashPassword('foyer-dummy-password-for-equal-timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
