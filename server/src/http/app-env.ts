import type { EntitlementsBundle } from '../../../src/entitlements'
import type { AppDeps } from '../deps'
import type { AccessTokenClaims } from '../tokens/access-token'
import type { VendorTokenClaims } from '../tokens/vendor-token'

/** Variables a request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    traceId: string
    /** What the app was built from, set once per request so the group guards need no factory. */
    deps: AppDeps
    auth: AccessTokenClaims
    vendor: VendorTokenClaims
    /** The caller's entitlements bundle, loaded once per request by the entitlement checks. */
    entitlements: Promise<EntitlementsBundle> | undefined
  }
}
