import { TENANT_API_TOKENS_PATHS } from '../api/tenant-api-tokens'
import { USAGE_PATHS } from '../api/usage'
import { USERS_PATHS } from '../api/users'
import { ok } from './http'
import type { UsageMetric } from '../api/usage'
import type { DemoModule } from './app'

const DAYS = 30
const DAY_MS = 86_400_000
const SSO_CONFIGURATIONS = '/team/resources/sso/v1/configurations'

/** The demo account's plan and the limits its features set (as feature metadata on the server). */
const PLAN = { id: 'plan-growth', name: 'Growth' }
const LIMITS: Record<string, { limit: number; feature: string }> = {
  members: { limit: 25, feature: 'seats' },
  ssoConnections: { limit: 3, feature: 'sso' },
  apiTokens: { limit: 10, feature: 'api-access' },
  'reports.exported': { limit: 500, feature: 'reports' },
}

/**
 * A plausible month ending at `used`: `start` 29 days ago, rising in steps, with the three days
 * after the 10th missing (no record, as when the daily job did not run) for the gaps to show.
 */
const history = (used: number, start: number): (number | null)[] =>
  Array.from({ length: DAYS }, (_, day) => {
    if (day === DAYS - 1) return used
    if (day >= 10 && day < 13) return null
    return Math.round(start + ((used - start) * day) / (DAYS - 1))
  })

/**
 * The Usage page in demo mode (`GET /usage/v1`): the Growth plan's limits; members, API tokens and
 * SSO connections counted from what the other demo modules hold now (an SSO connection list no
 * module serves counts none), and a metered feature the application reports, near its limit.
 */
export const usage: DemoModule = ({ route, signedIn, ask }) => {
  route(
    'GET',
    USAGE_PATHS.usage,
    signedIn(async ({ token, now }) => {
      const count = async (path: string, pick: (body: unknown) => unknown[] | undefined) => {
        const answer = await ask(path, token, now)
        return answer.status === 200 ? (pick(answer.body)?.length ?? 0) : 0
      }
      const asList = (body: unknown) => (Array.isArray(body) ? body : undefined)
      // The users list's total, as the Team page reads it.
      const total = async (path: string) => {
        const answer = await ask(path, token, now)
        const body = answer.body as { _metadata?: { totalItems?: number } } | null
        return answer.status === 200 ? (body?._metadata?.totalItems ?? 0) : 0
      }
      const used: Record<string, number> = {
        members: await total(USERS_PATHS.usersV3),
        ssoConnections: await count(SSO_CONFIGURATIONS, asList),
        apiTokens:
          (await count(TENANT_API_TOKENS_PATHS.tokens, asList)) +
          (await count(
            TENANT_API_TOKENS_PATHS.accessTokens,
            (body) => (body as { accessTokens?: unknown[] } | null)?.accessTokens,
          )),
        'reports.exported': 412,
      }
      const metrics: UsageMetric[] = Object.entries(used).map(([key, value]) => ({
        key,
        kind: key === 'reports.exported' ? 'reported' : 'builtIn',
        used: value,
        limit: LIMITS[key]?.limit ?? null,
        feature: LIMITS[key]?.feature ?? null,
        series: history(value, Math.max(0, Math.round(value * 0.6))),
      }))
      const day = (offset: number) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10)
      return ok({ from: day(DAYS - 1), to: day(0), plans: [PLAN], metrics })
    }, 'fe.usage.read'),
  )
}
