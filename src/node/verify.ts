import { createRemoteJWKSet, importSPKI, jwtVerify } from 'jose'
import type { JWTPayload, JWTVerifyGetKey } from 'jose'

/** The claims of a Foyer access token. */
export interface FoyerClaims extends JWTPayload {
  sub: string
  tenantId: string
  tenantIds: string[]
  email?: string
  name: string
  roles: string[]
  permissions: string[]
  type: 'userToken'
}

/** How access tokens are checked; every part explicit. */
export interface VerifierOptions {
  /** The Foyer server (the issuer); its keys are at `/.well-known/jwks.json`. */
  baseUrl: string
  /** A PEM public key to use instead of fetching the server's JWKS. */
  publicKey?: string | undefined
  /** Accepted algorithms; default `['ES256']`, what Foyer signs with. */
  algorithms?: string[]
  /** Expected `iss`; default the base URL. */
  issuer?: string
  /** Expected `aud`; default `foyer`. */
  audience?: string
}

/** Verifies Foyer access tokens: signature, algorithm, issuer, audience, lifetime, type. */
export type AccessTokenVerifier = (token: string) => Promise<FoyerClaims>

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Makes a verifier. Keys: the PEM public key when given (no network), else the server's JWKS
 * (fetched once, cached, refetched for an unknown key id). Rejects with jose's errors, or a
 * TypeError when a verified token lacks Foyer's claims.
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const algorithms = options.algorithms ?? ['ES256']
  const [firstAlgorithm] = algorithms
  if (!firstAlgorithm) throw new TypeError('Name at least one algorithm')
  let key: Promise<Awaited<ReturnType<typeof importSPKI>>> | undefined
  const jwks: JWTVerifyGetKey | undefined = options.publicKey
    ? undefined
    : createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`))
  return async (token) => {
    const check = {
      algorithms,
      issuer: options.issuer ?? baseUrl,
      audience: options.audience ?? 'foyer',
      requiredClaims: ['sub', 'exp', 'iat'],
    }
    let payload: JWTPayload
    if (jwks) {
      payload = (await jwtVerify(token, jwks, check)).payload
    } else {
      key ??= importSPKI(options.publicKey ?? '', firstAlgorithm)
      payload = (await jwtVerify(token, await key, check)).payload
    }
    if (
      payload.type !== 'userToken' ||
      typeof payload.tenantId !== 'string' ||
      !isStrings(payload.roles) ||
      !isStrings(payload.permissions)
    ) {
      throw new TypeError('Not a Foyer user access token')
    }
    return payload as FoyerClaims
  }
}
