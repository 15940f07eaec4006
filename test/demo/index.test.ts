import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createApiClient,
  getMe,
  getMyTenants,
  getRoles,
  getUsersRoles,
  getUsersV3,
  login,
  logout,
  preLogin,
  refreshToken,
} from '../../src/api'
import { createDemoFetch, DEMO_LOCKED_EMAIL, DEMO_SESSION_KEY } from '../../src/demo'
import { installSessionStorage } from './memory-storage'
import type { ApiClient } from '../../src/api'

let storage: Storage

beforeEach(() => {
  storage = installSessionStorage()
})
afterEach(() => {
  vi.useRealTimers()
})

const decodeClaims = (token: string): Record<string, unknown> => {
  const payload = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** A client on the demo transport with the token of the last sign-in. */
function demoClient(fetch = createDemoFetch({ delayMs: 0 })) {
  let token: string | undefined
  const client = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch,
    getAccessToken: () => token,
  })
  const signIn = async (email = 'jane.doe@example.com', password = 'correct horse') => {
    const response = await login(client, { email, password })
    token = response.accessToken
    return response
  }
  return { client, signIn, fetch }
}

const allUsers = async (client: ApiClient, sortBy: 'name' | 'createdAt', order: 'ASC' | 'DESC') =>
  (await getUsersV3(client, { _limit: 200, _offset: 0, _sortBy: sortBy, _order: order })).items

describe('createDemoFetch', () => {
  it('serves the public configuration and answers SSO pre-login with "no SSO"', async () => {
    const { client } = demoClient()
    await expect(
      client.get('/identity/resources/configurations/v1/auth/strategies/public'),
    ).resolves.toEqual({
      mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
      secondaryAuthStrategies: [],
    })
    await expect(preLogin(client, { email: 'jane@example.com' })).resolves.toBeNull()
  })

  it('signs any email in as the canned admin with a decodable access token', async () => {
    const { client, signIn } = demoClient()
    const response = await signIn('jane.doe@example.com')
    expect(response).toMatchObject({
      email: 'jane.doe@example.com',
      name: 'Jane Doe',
      mfaRequired: false,
    })
    expect(response.expiresIn).toBe(86_400)
    const claims = decodeClaims(response.accessToken)
    expect(claims).toMatchObject({
      email: 'jane.doe@example.com',
      tenantId: 'demo-tenant',
      roles: ['Admin'],
    })
    expect(claims.permissions).toContain('fe.secure.read.users')
    const me = await getMe(client)
    expect(me.roles.map((role) => role.key)).toEqual(['Admin'])
    await expect(getMyTenants(client)).resolves.toMatchObject({
      activeTenant: { name: 'Acme Inc.' },
    })
    expect(storage.getItem(DEMO_SESSION_KEY)).toBe('jane.doe@example.com')
  })

  it('answers 401 "Incorrect email or password" to wrong-password and to short passwords', async () => {
    const { signIn } = demoClient()
    for (const password of ['wrong-password', '12345']) {
      await expect(signIn('jane@example.com', password)).rejects.toMatchObject({
        status: 401,
        message: 'Incorrect email or password',
      })
    }
  })

  it('answers 403 for the locked canned user', async () => {
    const { signIn } = demoClient()
    await expect(signIn(DEMO_LOCKED_EMAIL)).rejects.toMatchObject({ status: 403 })
  })

  it('refuses profile and users calls without a demo token', async () => {
    const { client } = demoClient()
    await expect(getMe(client)).rejects.toMatchObject({ status: 401 })
    await expect(getUsersV3(client, {})).rejects.toMatchObject({ status: 401 })
  })

  it('keeps a sign-in across a reload of the tab and ends it at logout', async () => {
    const first = demoClient()
    await first.signIn('sam@example.com')
    const afterReload = demoClient()
    await expect(refreshToken(afterReload.client, { tenantId: null })).resolves.toMatchObject({
      email: 'sam@example.com',
    })
    await logout(afterReload.client)
    await expect(refreshToken(afterReload.client, { tenantId: null })).rejects.toMatchObject({
      status: 401,
    })
  })

  it('pages the 20 users (two pages of ten) with the page index as offset', async () => {
    const { client, signIn } = demoClient()
    await signIn()
    const first = await getUsersV3(client, {
      _limit: 10,
      _offset: 0,
      _sortBy: 'name',
      _order: 'ASC',
    })
    const second = await getUsersV3(client, {
      _limit: 10,
      _offset: 1,
      _sortBy: 'name',
      _order: 'ASC',
    })
    expect(first._metadata).toEqual({ totalItems: 20, totalPages: 2 })
    expect([first.items.length, second.items.length]).toEqual([10, 10])
    const ids = new Set([...first.items, ...second.items].map((user) => user.id))
    expect(ids.size).toBe(20)
    const all = await allUsers(client, 'name', 'ASC')
    expect(all.some((user) => user.isLocked)).toBe(true)
    expect(all.some((user) => !user.verified)).toBe(true)
  })

  it('sorts by the allowed keys in both orders and rejects others', async () => {
    const { client, signIn } = demoClient()
    await signIn()
    const names = (await allUsers(client, 'name', 'ASC')).map((user) => user.name)
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )
    const newestFirst = (await allUsers(client, 'createdAt', 'DESC')).map(
      (user) => user.createdAt ?? '',
    )
    expect(newestFirst).toEqual([...newestFirst].sort().reverse())
    await expect(
      client.get('/identity/resources/users/v3', { _sortBy: 'password' }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('filters by email, case-insensitively', async () => {
    const { client, signIn } = demoClient()
    await signIn()
    const page = await getUsersV3(client, { _email: 'GARCIA' })
    expect(page.items.map((user) => user.email)).toEqual(['mateo.garcia@acme.test'])
    expect(page._metadata.totalItems).toBe(1)
  })

  it('answers users roles and the tenant roles', async () => {
    const { client, signIn } = demoClient()
    await signIn()
    const roles = await getRoles(client)
    // The server's vendor roles, in its order.
    expect(roles.map((role) => role.key)).toEqual([
      'Admin',
      'Editor',
      'Support',
      'ReadOnly',
      'Viewer',
    ])
    const [user] = await allUsers(client, 'name', 'ASC')
    const answer = await getUsersRoles(client, [user?.id ?? '', 'not-a-user'])
    expect(answer).toHaveLength(1)
    expect(answer[0]?.roleIds.length).toBeGreaterThan(0)
  })

  it('answers an unknown path with 404 in the wire error shape', async () => {
    const { fetch } = demoClient()
    const response = await fetch('https://demo.foyer.test/api/identity/resources/unknown/v9')
    expect(response.status).toBe(404)
    const body = (await response.json()) as { errors: string[] }
    expect(body.errors[0]).toContain('/identity/resources/unknown/v9')
  })

  it('answers after a short delay, 300 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fetch = createDemoFetch()
    let answered = false
    const pending = fetch(
      'https://demo.foyer.test/api/identity/resources/configurations/v1/public',
    ).then((response) => {
      answered = true
      return response
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toMatchObject({ status: 200 })
  })
})
