import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import type { Algorithm } from '@node-rs/argon2'

/** `Algorithm.Argon2id` (a const enum, which verbatimModuleSyntax cannot import as a value). */
const argon2id = 2 as Algorithm

/** argon2id with OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }

/**
 * At most one hash per core runs at a time; the others wait their turn in arrival order. More at
 * once only share the cores, each holding its 19 MiB and evicting the others' from the caches
 * (a hash then costs more CPU time), and they would fill libuv's thread pool, which the file
 * system and DNS lookups need too. Waiting in order also keeps sign-in latencies even under load.
 */
const slots = availableParallelism()
let running = 0
const waiting: (() => void)[] = []

const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, else it is free.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> =>
  inTurn(() => hash(password, options))

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
    const stored = await dummyHash
    await inTurn(() => verify(stored, password)).catch(() => false)
    return false
  }
  return inTurn(() => verify(storedHash, password)).catch(() => false)
}
