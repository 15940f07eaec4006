import { appDeps } from '../db/request-memo'
import { createDbLimiter } from './store'
import type { AppDeps } from '../deps'
import type { GateKey } from './gate'
import type { RateLimit } from './settings'
import type { RateLimiterPostgres } from 'rate-limiter-flexible'

/** The server's limiters, each counting in the shared `rate_limits` table. */
export interface Limits {
  signInIp: RateLimiterPostgres | undefined
  signInGlobal: RateLimiterPostgres | undefined
  /**
   * Failed sign-ins per email that belongs to no account, counted up to the largest lockout
   * (`maxUnknownEmailAttempts`); sign-in answers such an email locked as the vendor's lockout
   * policy locks an account (FOYER_LOCKOUT_MINUTES), so a lock answer cannot tell whether an
   * account of a tenant that follows the vendor's policy exists.
   */
  signInUnknownEmail: RateLimiterPostgres
  vendorIp: RateLimiterPostgres | undefined
  vendorGlobal: RateLimiterPostgres | undefined
  sendIp: RateLimiterPostgres | undefined
  sendIdentifier: RateLimiterPostgres | undefined
  ssoIp: RateLimiterPostgres | undefined
  scim: RateLimiterPostgres | undefined
}

/** The largest lockout a policy may set (wire maxAttempts 1..100): the unknown-email count's cap. */
export const maxUnknownEmailAttempts = 100

const built = new WeakMap<AppDeps, Limits>()

/** The limiters of one app, built on first use. */
export const limitsFor = (requestDeps: AppDeps): Limits => {
  // One set per app, whichever request asks (`requestScope`).
  const deps = appDeps(requestDeps)
  let limits = built.get(deps)
  if (limits) return limits
  const { db, config } = deps
  const settings = config.limits
  // Per-address points are taken up front and given back on success; global ones count failures.
  const upFront = (prefix: string, limit: RateLimit | undefined) =>
    limit ? createDbLimiter(db, prefix, limit, { cacheBlock: 'refused' }) : undefined
  const failures = (prefix: string, limit: RateLimit | undefined) =>
    limit ? createDbLimiter(db, prefix, limit) : undefined
  limits = {
    signInUnknownEmail: createDbLimiter(
      db,
      'sign-in-email',
      { points: maxUnknownEmailAttempts, seconds: Math.ceil(config.lockoutMinutes * 60) },
      { sweeper: true },
    ),
    signInIp: upFront('sign-in-ip', settings.signInIp),
    signInGlobal: failures('sign-in-global', settings.signInGlobal),
    vendorIp: upFront('vendor-ip', settings.vendorIp),
    vendorGlobal: failures('vendor-global', settings.vendorGlobal),
    sendIp: upFront('send-ip', settings.sendIp),
    sendIdentifier: upFront('send-identifier', settings.sendIdentifier),
    ssoIp: upFront('sso-ip', settings.ssoIp),
    scim: upFront('scim', settings.scim),
  }
  built.set(deps, limits)
  return limits
}

/** The key a client address counts under; requests without one (never over a socket) share one. */
const ipKey = (ip: string | null) => ip ?? 'no-address'

/** The key of one client address for `limiter`, when that limit is on. */
export const addressKeys = (
  limiter: RateLimiterPostgres | undefined,
  ip: string | null,
): GateKey[] => (limiter ? [{ limiter, key: ipKey(ip) }] : [])

/** The one key of a global limit, when that limit is on. */
export const globalKeys = (limiter: RateLimiterPostgres | undefined): GateKey[] =>
  limiter ? [{ limiter, key: 'all' }] : []

/** An email as the limiters count it: any case, surrounding spaces ignored. */
export const normaliseIdentifier = (identifier: string) => identifier.trim().toLowerCase()
