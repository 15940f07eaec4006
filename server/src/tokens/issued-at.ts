/** How far ahead of our clock a token's `iat` may be: the clock skew between our instances. */
export const maxIssuedAtSkewSeconds = 60

/**
 * Was the token issued in the future (beyond the allowed skew)? jose checks `iat` only when a
 * maximum age is asked for, so a token dated a year ahead would otherwise pass: refuse it, since
 * only a wrong clock or a forged lifetime can produce one.
 */
export const issuedInFuture = (iat: unknown, now: Date): boolean =>
  typeof iat !== 'number' || iat > now.getTime() / 1000 + maxIssuedAtSkewSeconds
