import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeLockoutPolicy } from '../../../server/src/lockout-policy/policy'
import { RECOMMENDATIONS } from '../../../src/wire'
import { addUser, call, createTestServer, login } from '../helpers'
import { recommendations, standing } from './support'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let memberId: string
const day = 24 * 3600 * 1000
const sessions = '/identity/resources/configurations/sessions/v1'

const allSessionRules = {
  sessionTimeoutConfiguration: { isActive: true, timeout: 7 * 86400 },
  sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
  sessionConcurrentConfiguration: { isActive: true, maxSessions: 5 },
}

const enrol = (userId: string) =>
  server.db
    .insertInto('mfa_authenticators')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      secret_encrypted: 'v1.test',
      verified_at: new Date(),
      last_time_step: null,
    })
    .execute()

const seenToday = () =>
  server.db.updateTable('users').set({ last_login: server.clock.now() }).execute()

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
  memberId = await addUser(server, { email: 'member@example.com', password: 'a long password 1' })
})
afterAll(() => server.close())
beforeEach(seenToday)

describe('GET /security-center/resources/recommendations/v1', () => {
  it('scores a fresh tenant low and says what to do, the most urgent first', async () => {
    const answer = await recommendations(server, token)
    const codes = answer.recommendations.items.map((item) => item.code)
    expect(codes).toEqual([
      'FORCE_MFA',
      'ENROLL_MFA',
      'ENABLE_IDLE_SESSION',
      'ENABLE_FORCE_RELOGIN',
      'CONFIGURE_SSO',
      'ENABLE_SESSION_CONCURRENCY',
      'ENABLE_IP_RESTRICTIONS',
      'ENABLE_DOMAIN_RESTRICTIONS',
    ])
    // 100 - 15 - 10 (no member enrolled) - 8 - 7 - 10 - 5 - 5 - 5
    expect(answer.scoring.score).toBe(35)
    expect(answer.recommendations.items[0]).toMatchObject({
      code: 'FORCE_MFA',
      severity: 'SEVERE',
      category: 'MFA',
      metadata: { totalUsers: 2, mfa: { enrolledUsersCount: 0 }, restrictions: { ipsCount: 0 } },
    })
  })

  it('raises the score as each check passes, and each failing setting brings its code back', async () => {
    let reset: () => unknown = () => undefined
    const lost = async (code: keyof typeof RECOMMENDATIONS, change: () => unknown) => {
      await reset()
      const before = await standing(server, token)
      expect(before.codes).not.toContain(code)
      await change()
      const after = await standing(server, token)
      expect(after.codes).toContain(code)
      return before.score - after.score
    }
    const policy = '/identity/resources/configurations/v1/mfa-policy'
    const mfa = await call(server, policy, { body: { enforceMFAType: 'Force' }, token })
    expect(mfa.status).toBe(200)
    expect(
      await lost('FORCE_MFA', () =>
        call(server, policy, { body: { enforceMFAType: 'DontForce' }, token }),
      ),
    ).toBe(15)
    await call(server, policy, { body: { enforceMFAType: 'ForceExceptSAML' }, token })
    expect((await standing(server, token)).codes).not.toContain('FORCE_MFA')

    await enrol(server.adminUserId)
    // One of two members enrolled: half of ENROLL_MFA's 10 points.
    expect((await standing(server, token)).score).toBe(35 + 15 + 5)
    await enrol(memberId)
    expect((await standing(server, token)).codes).not.toContain('ENROLL_MFA')

    expect((await call(server, sessions, { body: allSessionRules, token })).status).toBe(200)
    const rules = await standing(server, token)
    reset = () => call(server, sessions, { body: allSessionRules, token })
    expect(rules.codes.filter((code) => RECOMMENDATIONS[code].category === 'SESSIONS')).toEqual([])
    const loosened = async (rule: keyof typeof allSessionRules, value: Record<string, unknown>) =>
      call(server, sessions, {
        body: { ...allSessionRules, [rule]: { ...allSessionRules[rule], ...value } },
        token,
      })
    expect(
      await lost('SET_IDLE_SESSION', () =>
        loosened('sessionIdleTimeoutConfiguration', { timeout: 86400 }),
      ),
    ).toBe(4)
    expect(
      await lost('ENABLE_IDLE_SESSION', () =>
        loosened('sessionIdleTimeoutConfiguration', { isActive: false }),
      ),
    ).toBe(8)
    expect(
      await lost('SET_FORCE_RELOGIN', () =>
        loosened('sessionTimeoutConfiguration', { timeout: 90 * 86400 }),
      ),
    ).toBe(3)
    expect(
      await lost('ENABLE_FORCE_RELOGIN', () =>
        loosened('sessionTimeoutConfiguration', { isActive: false }),
      ),
    ).toBe(7)
    expect(
      await lost('SET_SESSION_CONCURRENCY', () =>
        loosened('sessionConcurrentConfiguration', { maxSessions: 50 }),
      ),
    ).toBe(2)
    expect(
      await lost('ENABLE_SESSION_CONCURRENCY', () =>
        loosened('sessionConcurrentConfiguration', { isActive: false }),
      ),
    ).toBe(5)
    await call(server, sessions, { body: allSessionRules, token })
    reset = () => undefined

    const lockout = (enabled: boolean, maxAttempts: number) =>
      writeLockoutPolicy(server.db, server.tenantId, { enabled, maxAttempts }, new Date())
    reset = () => lockout(true, 5)
    expect(await lost('STRENGTHEN_USER_LOCKOUT', () => lockout(true, 20))).toBe(5)
    expect(await lost('ENABLE_USER_LOCKOUT', () => lockout(false, 20))).toBe(10)
    await reset()

    const history = `/identity/resources/configurations/v1/password-history-policy`
    const setHistory = (enabled: boolean, historySize: number) =>
      call(server, history, { body: { enabled, historySize }, token })
    reset = () => setHistory(true, 5)
    expect(await lost('STRENGTHEN_PASSWORD_HISTORY', () => setHistory(true, 1))).toBe(2)
    expect(await lost('ENABLE_PASSWORD_HISTORY', () => setHistory(false, 1))).toBe(5)
    expect((await setHistory(true, 5)).status).toBe(200)
    reset = () => undefined

    const breach = () =>
      server.db
        .updateTable('users')
        .set({ password_breached_at: new Date() })
        .where('id', '=', memberId)
        .execute()
    expect(await lost('BREACHED_PASSWORDS_EXIST', breach)).toBe(15)
    await server.db.updateTable('users').set({ password_breached_at: null }).execute()

    const stale = () =>
      server.db
        .updateTable('users')
        .set({ last_login: new Date(server.clock.now().getTime() - 91 * day) })
        .where('id', '=', memberId)
        .execute()
    // One of two members inactive for over 90 days: half of 5 points, rounded up.
    expect(await lost('REVIEW_INACTIVE_USERS', stale)).toBe(3)
    await seenToday()
  })

  it('counts IP and email-domain restrictions, and an SSO connection with a verified domain', async () => {
    const before = await standing(server, token)
    const tenant = server.tenantId
    await server.db
      .insertInto('ip_restrictions')
      .values({ id: crypto.randomUUID(), tenant_id: tenant, ip: '10.0.0.0/8', strategy: 'BLOCK' })
      .execute()
    await server.db
      .insertInto('ip_restriction_config')
      .values({ tenant_id: tenant, is_active: true, strategy: 'BLOCK' })
      .execute()
    const blocking = await standing(server, token)
    expect(blocking.codes).toContain('CHANGE_IP_TO_ALLOWLIST')
    expect(blocking.codes).not.toContain('ENABLE_IP_RESTRICTIONS')
    expect(blocking.score).toBe(before.score + 3)
    await server.db.updateTable('ip_restrictions').set({ strategy: 'ALLOW' }).execute()
    await server.db.updateTable('ip_restriction_config').set({ strategy: 'ALLOW' }).execute()
    expect((await standing(server, token)).score).toBe(before.score + 5)

    await server.db
      .insertInto('email_domain_restriction_config')
      .values({ tenant_id: tenant, active: true, list_type: 'BLOCK', block_public_domains: true })
      .execute()
    expect((await standing(server, token)).codes).toContain('CHANGE_DOMAIN_TO_ALLOWLIST')
    await server.db
      .insertInto('email_domain_restrictions')
      .values({ id: crypto.randomUUID(), tenant_id: tenant, domain: 'example.com', type: 'ALLOW' })
      .execute()
    await server.db
      .updateTable('email_domain_restriction_config')
      .set({ list_type: 'ALLOW' })
      .execute()
    const restricted = await recommendations(server, token)
    expect(restricted.scoring.score).toBe(before.score + 10)
    expect(restricted.recommendations.items[0]?.metadata?.restrictions).toEqual({
      ipsCount: 1,
      domainsCount: 1,
    })

    const configurationId = crypto.randomUUID()
    await server.db
      .insertInto('sso_configurations')
      .values({
        id: configurationId,
        tenant_id: tenant,
        type: 'saml',
        enabled: true,
        metadata: null,
        metadata_url: null,
        oidc_secret: null,
        generated_verification: 'v',
      })
      .execute()
    await server.db
      .insertInto('sso_domains')
      .values({
        id: crypto.randomUUID(),
        configuration_id: configurationId,
        domain: 'example.com',
        validated: false,
        txt_record: 'x',
      })
      .execute()
    expect((await standing(server, token)).codes).toContain('CONFIGURE_SSO')
    await server.db.updateTable('sso_domains').set({ validated: true }).execute()
    const done = await standing(server, token)
    expect(done).toEqual({ score: 100, codes: [] })
  })

  it('refuses a member without the security-policy read permission, with a sentence', async () => {
    const policy = { enforceMFAType: 'DontForce' }
    await call(server, '/identity/resources/configurations/v1/mfa-policy', { body: policy, token })
    await addUser(server, {
      email: 'viewer@example.org',
      password: 'a long password 2',
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'viewer@example.org', 'a long password 2')).token
    const response = await call(server, '/security-center/resources/recommendations/v1', {
      token: viewer,
    })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: string[] }
    expect(body.errors[0]).not.toContain('fe.secure')
    expect((await call(server, '/security-center/resources/insights/v1')).status).toBe(401)
  })
})
