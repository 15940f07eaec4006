import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { SigningKeys } from './keys/signing-keys'

/** What the app is built from. `now` is injectable so tests can move time. */
export interface AppDeps {
  db: Db
  config: ServerConfig
  keys: SigningKeys
  now?: () => Date
}
