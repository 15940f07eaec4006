import type { AccessTokenClaims } from '../tokens/access-token'

/** Variables a request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    traceId: string
    auth: AccessTokenClaims
  }
}
