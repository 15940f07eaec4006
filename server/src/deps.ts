import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { SigningKeys } from './keys/signing-keys'

/** What the app is built from. `now` is the one clock of the server; tests pass one they move. */
export interface AppDeps {
  db: Db
  config: ServerConfig
  keys: SigningKeys
  now: () => Date
}

/** The wall clock, the `now` of a running server. */
export const systemClock = (): Date => new Date()
