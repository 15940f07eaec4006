/** Claims of an access token that the session reads. */
export interface AccessTokenClaims {
  sub?: string
  email?: string
  name?: string
  tenantId?: string
  tenantIds?: string[]
  roles?: string[]
  permissions?: string[]
  exp?: number
  iat?: number
  [claim: string]: unknown
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Reads the payload of a JWT without verifying it (the server verifies); `null` when malformed. */
export function decodeJwtClaims(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload))
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as AccessTokenClaims)
      : null
  } catch {
    return null
  }
}
