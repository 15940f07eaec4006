import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getFoyerStore,
  loginAtom,
  loginWithPasswordAtom,
  preLoginAtom,
  restoreSessionAtom,
  sessionAtom,
  signOutAtom,
  usersList,
} from '../../src/atoms'
import { admin, createTestServer } from '../server/helpers'
import type { TestServer } from '../server/helpers'

let server: TestServer
/** The browser's cookie jar for the server: just the refresh cookie. */
let cookie: string | undefined

/** The server's Hono app as the transport, carrying the refresh cookie like a browser would. */
const transport: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  if (cookie) headers.set('cookie', cookie)
  const response = await server.app.fetch(new Request(String(input), { ...init, headers }))
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? ''
    if (pair.startsWith('foyer_refresh='))
      cookie = /max-age=0|expires=thu, 01 jan 1970/i.test(header) ? undefined : pair
  }
  return response
}

const storeFor = (appId: string) =>
  getFoyerStore({
    baseUrl: 'http://localhost:8080',
    appId,
    apiPrefix: 'api',
    credentials: 'include',
    demo: false,
    fetch: transport,
  })

beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server.close())

describe('atoms against the real server', () => {
  it('signs in, lists users, restores in another store, and signs out', async () => {
    const box = storeFor('server-box')
    await box.set(restoreSessionAtom)
    expect(box.get(sessionAtom).status).toBe('signed-out')

    await box.set(preLoginAtom, admin.email)
    expect(box.get(loginAtom).step).toBe('loginWithPassword')
    await box.set(loginWithPasswordAtom, 'not the password')
    expect(box.get(loginAtom)).toMatchObject({
      step: 'loginWithPassword',
      error: { code: 'request', cause: { status: 401, message: 'Incorrect email or password' } },
    })
    await box.set(loginWithPasswordAtom, admin.password)
    expect(box.get(loginAtom).step).toBe('success')
    expect(box.get(sessionAtom)).toMatchObject({
      status: 'signed-in',
      user: { email: admin.email },
    })
    expect(box.get(sessionAtom).activeTenant?.tenantId).toBe(server.tenantId)

    await box.set(usersList.reloadAtom)
    expect(box.get(usersList.stateAtom)).toMatchObject({
      status: 'ready',
      totalItems: 1,
      error: null,
    })
    await box.set(usersList.setQueryAtom, {
      sortBy: 'email',
      order: 'ASC',
      filter: { email: 'nobody' },
    })
    expect(box.get(usersList.stateAtom)).toMatchObject({
      status: 'ready',
      totalItems: 0,
      items: [],
    })

    const table = storeFor('server-table')
    await table.set(restoreSessionAtom)
    expect(table.get(sessionAtom)).toMatchObject({
      status: 'signed-in',
      user: { email: admin.email },
    })

    await table.set(signOutAtom)
    await box.set(signOutAtom)
    expect(box.get(sessionAtom).status).toBe('signed-out')
    const again = storeFor('server-after')
    await again.set(restoreSessionAtom)
    expect(again.get(sessionAtom).status).toBe('signed-out')
  }, 30_000)
})
