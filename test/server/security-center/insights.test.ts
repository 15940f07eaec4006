import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeLockoutPolicy } from '../../../server/src/lockout-policy/policy'
import { addUser, call, createTestServer, login } from '../helpers'
import { insightCodes } from './support'
import type { InsightsAnswer } from '../../../src/wire'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string
let memberId: string

beforeAll(async () => {
  // No restriction tables here: the center reads a database before migrations 0039/0040 as none.
  server = await createTestServer()
  token = (await login(server)).token
  memberId = await addUser(server, { email: 'member@example.com', password: 'a long password 1' })
})
afterAll(() => server.close())

describe('GET /security-center/resources/insights/v1', () => {
  it('states where a fresh tenant stands in every category, with its counts', async () => {
    const response = await call(server, '/security-center/resources/insights/v1', { token })
    expect(response.status).toBe(200)
    const { insights } = (await response.json()) as InsightsAnswer
    expect(insights.items.map(({ code, category }) => [category, code])).toEqual([
      ['MFA', 'MFA_NOT_FORCED'],
      ['MFA', 'NO_MFA_USAGE'],
      ['PASSWORD', 'FULL_PASSWORD_SETTINGS'],
      ['SESSIONS', 'NO_SESSION_SETTINGS'],
      ['INACTIVITY', 'INACTIVE_USERS_EXIST'],
      ['IP', 'NO_IP_RESTRICTIONS'],
      ['DOMAIN', 'NO_DOMAIN_RESTRICTIONS'],
      ['SSO', 'NO_SSO'],
    ])
    expect(insights.items[0]?.metadata).toMatchObject({
      totalUsers: 2,
      mfa: { enrolledUsersCount: 0 },
      inactivity: { staleUsersCount: 1 },
      password: { breachedPasswordUsersCount: 0 },
      sessions: { configuredSessionSettings: 0 },
      restrictions: { ipsCount: 0, domainsCount: 0 },
    })
  })

  it('follows the policies and the members as they change', async () => {
    await call(server, '/identity/resources/configurations/v1/mfa-policy', {
      body: { enforceMFAType: 'Force' },
      token,
    })
    await server.db
      .insertInto('mfa_authenticators')
      .values({
        id: crypto.randomUUID(),
        user_id: memberId,
        secret_encrypted: 'v1.test',
        verified_at: new Date(),
        last_time_step: null,
      })
      .execute()
    await server.db
      .updateTable('users')
      .set({ last_login: server.clock.now(), password_breached_at: new Date() })
      .where('id', '=', memberId)
      .execute()
    await writeLockoutPolicy(
      server.db,
      server.tenantId,
      { enabled: false, maxAttempts: 5 },
      new Date(),
    )
    await call(server, '/identity/resources/configurations/sessions/v1', {
      body: { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 } },
      token,
    })
    expect(await insightCodes(server, token)).toEqual([
      'MFA_FORCED',
      'PARTIAL_MFA_USAGE',
      'BREACHED_PASSWORD_USERS_EXIST',
      'IMPROVE_LOCKOUT_POLICY',
      'PARTIAL_SESSION_SETTINGS',
      'NO_INACTIVE_USERS',
      'NO_IP_RESTRICTIONS',
      'NO_DOMAIN_RESTRICTIONS',
      'NO_SSO',
    ])
  })
})
