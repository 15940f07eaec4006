import { SECURITY_CENTER_PATHS } from '../api/security-center'
import { SESSION_CONFIGURATION_PATH } from '../api/session-configuration'
import { assessInsights, assessRecommendations } from '../wire'
import { ok } from './http'
import { activeTenantMembers } from './users'
import { queryUsers } from './users-query'
import type { UserV3 } from '../api'
import type { SecurityFacts } from '../wire'
import type { DemoApp, DemoModule } from './app'
import type { DemoRequest } from './router'

const policies = '/identity/resources/configurations/v1'
const restrictions = '/identity/resources/configurations'

/** What another module answers at `path` for this caller, or undefined when none serves it. */
async function read<T>(app: DemoApp, request: DemoRequest, path: string): Promise<T | undefined> {
  const answer = await app.ask(path, request.token, request.now)
  return answer.status === 200 ? (answer.body as T) : undefined
}

const count = (users: UserV3[], preset: string, now: number): number => {
  const page = queryUsers(users, new URLSearchParams({ _preset: preset, _limit: '1' }), now)
  return 'items' in page ? (page._metadata?.totalItems ?? 0) : 0
}

interface Restriction {
  isActive?: boolean
  active?: boolean
  strategy?: string
  listType?: string
  blockPublicDomains?: boolean
}

const restrictionOf = (config: Restriction | undefined, entries: number, extra = false) => ({
  count: entries,
  active: (config?.isActive ?? config?.active ?? false) && (entries > 0 || extra),
  allowList: (config?.strategy ?? config?.listType) === 'ALLOW',
})

/**
 * The tenant's facts as the demo's other modules keep them (its session rules, and the policies and
 * restrictions of the Security page's tabs where their modules answer), with the demo's
 * believable picture for what none serves: MFA forced, the default lockout and history, no
 * restriction, no SSO. The members are the demo's own, counted by the users v3 presets.
 */
async function demoFacts(app: DemoApp, request: DemoRequest): Promise<SecurityFacts> {
  const members = activeTenantMembers(app.state)
  const ask = <T>(path: string) => read<T>(app, request, path)
  const [mfa, lockout, history, sessions, ipConfig, ipList, domainConfig, domainList, sso] =
    await Promise.all([
      ask<{ enforceMFAType: SecurityFacts['enforceMfa'] }>(`${policies}/mfa-policy`),
      ask<{ enabled: boolean; maxAttempts: number }>(`${policies}/lockout-policy`),
      ask<{ enabled: boolean; historySize: number }>(`${policies}/password-history-policy`),
      ask<SecurityFacts['sessions']>(SESSION_CONFIGURATION_PATH),
      ask<Restriction>(`${policies}/restrictions/ip/config`),
      ask<{ _metadata?: { totalItems?: number } }>(`${policies}/restrictions/ip`),
      ask<Restriction>(`${restrictions}/restrictions/v1/email-domain/config`),
      ask<{ items?: unknown[] }>(`${restrictions}/restrictions/v1/email-domain`),
      ask<{ domains?: { validated?: boolean }[]; enabled?: boolean }[]>(
        '/team/resources/sso/v1/configurations',
      ),
    ])
  const off = { isActive: false, timeout: 0 }
  return {
    enforceMfa: mfa?.enforceMFAType ?? 'Force',
    members: members.length,
    mfaEnrolled: members.length - count(members, 'mfa-unenrolled', request.now),
    breached: count(members, 'breached-passwords', request.now),
    inactive: count(members, 'inactive', request.now),
    lockout: lockout ?? { enabled: true, maxAttempts: 5 },
    history: { enabled: history?.enabled ?? true, size: history?.historySize ?? 3 },
    sessions: sessions ?? {
      sessionTimeoutConfiguration: off,
      sessionIdleTimeoutConfiguration: off,
      sessionConcurrentConfiguration: { isActive: false, maxSessions: 1 },
    },
    ip: restrictionOf(ipConfig, ipList?._metadata?.totalItems ?? 0),
    domains: restrictionOf(
      domainConfig,
      domainList?.items?.length ?? 0,
      domainConfig?.blockPublicDomains,
    ),
    ssoConfigured: (sso ?? []).some(
      (connection) =>
        connection.enabled !== false &&
        (connection.domains ?? []).some((domain) => domain.validated),
    ),
  }
}

/**
 * The security center (wire §5.18): the score, recommendations and insights the server's rules
 * give for the demo tenant, and the reminder to enrol a second factor (mailed as a demo notice
 * would be: it answers how many members it would mail).
 */
export const securityCenter: DemoModule = (app) => {
  const { route, signedIn } = app
  const read = 'fe.secure.read.securityPolicy'
  route(
    'GET',
    SECURITY_CENTER_PATHS.recommendations,
    signedIn(async (request) => {
      const { score, items } = assessRecommendations(await demoFacts(app, request))
      return ok({ scoring: { score }, recommendations: { items } })
    }, read),
  )
  route(
    'GET',
    SECURITY_CENTER_PATHS.insights,
    signedIn(
      async (request) => ok({ insights: { items: assessInsights(await demoFacts(app, request)) } }),
      read,
    ),
  )
  // A member is reminded at most once a day, as on the server.
  let remindedAt = new Map<string, number>()
  route(
    'POST',
    SECURITY_CENTER_PATHS.mfaReminders,
    signedIn((request) => {
      const members = activeTenantMembers(app.state).filter(
        (user) => !user.mfaEnrolled && !user.isDisabled && user.email,
      )
      const day = 24 * 3600 * 1000
      const due = members.filter(
        (user) => (remindedAt.get(user.id) ?? -Infinity) < request.now - day,
      )
      remindedAt = new Map([...remindedAt, ...due.map((user) => [user.id, request.now] as const)])
      return ok({ mailed: due.length, skipped: members.length - due.length })
    }, 'fe.secure.write.users'),
  )
}
