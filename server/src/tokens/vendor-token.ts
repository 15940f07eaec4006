import { jwtVerify, SignJWT } from 'jose'
import { accessTokenAudience } from './access-token'
import { issuedInFuture } from './issued-at'
import type { SigningKeys } from '../keys/signing-keys'

/** Seconds a vendor token lives. */
export const vendorTokenTtlSeconds = 60 * 60

/** What a vendor token says: the client id it was issued to. */
export interface VendorTokenClaims {
  clientId: string
}

/** Signs an ES256 `vendorToken` for the management API. */
export const signVendorToken = async (
  clientId: string,
  { keys, issuer, now }: { keys: SigningKeys; issuer: string; now: Date },
): Promise<{ token: string; expiresIn: number }> => {
  const iat = Math.floor(now.getTime() / 1000)
  const token = await new SignJWT({ type: 'vendorToken' })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(accessTokenAudience)
    .setSubject(clientId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + vendorTokenTtlSeconds)
    .sign(keys.privateKey)
  return { token, expiresIn: vendorTokenTtlSeconds }
}

/**
 * Verifies a vendor token (ES256, known key, our issuer and audience, unexpired, not issued in
 * the future, type `vendorToken`). Answers its claims, or undefined for anything else, user tokens included.
 */
export const verifyVendorToken = async (
  token: string,
  { keys, issuer, now }: { keys: SigningKeys; issuer: string; now: Date },
): Promise<VendorTokenClaims | undefined> => {
  try {
    const { payload } = await jwtVerify(token, keys.getVerificationKey, {
      algorithms: ['ES256'],
      issuer,
      audience: accessTokenAudience,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: now,
    })
    if (issuedInFuture(payload.iat, now)) return undefined
    if (payload.type !== 'vendorToken' || typeof payload.sub !== 'string') return undefined
    return { clientId: payload.sub }
  } catch {
    return undefined
  }
}
