import { createRequire } from 'node:module'
import type * as Flexible from 'rate-limiter-flexible'

/**
 * The three classes of rate-limiter-flexible the limits use, each from its own file: the package's
 * index requires every store it supports (cluster with child_process and dgram, etcd, Redis,
 * Mongo, DynamoDB, …), a tenth of the compiled server's start.
 */
const load = createRequire(import.meta.url)

export const RateLimiterMemory = load(
  'rate-limiter-flexible/lib/RateLimiterMemory',
) as typeof Flexible.RateLimiterMemory
export const RateLimiterPostgres = load(
  'rate-limiter-flexible/lib/RateLimiterPostgres',
) as typeof Flexible.RateLimiterPostgres
export const RateLimiterRes = load(
  'rate-limiter-flexible/lib/RateLimiterRes',
) as typeof Flexible.RateLimiterRes
export type RateLimiterMemory = Flexible.RateLimiterMemory
export type RateLimiterPostgres = Flexible.RateLimiterPostgres
export type RateLimiterRes = Flexible.RateLimiterRes
