import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api'
import {
  apiClientAtom,
  createMutation,
  getFoyerStore,
  restoreSessionAtom,
  sessionAtom,
  signOutAtom,
} from '../../src/atoms'
import { createDemoFetch } from '../../src/demo'
import { DEMO_SESSION_KEY } from '../../src/demo'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'

const REFRESH = '/identity/resources/auth/v1/user/token/refresh'
const LOGOUT = '/identity/resources/auth/v1/logout'
const SIGN_IN = '/identity/resources/auth/v1/user'

let storage: Storage

beforeEach(() => {
  storage = installSessionStorage()
})
afterEach(async () => {
  vi.useRealTimers()
  await closeDemoStores()
})

describe('restoreSessionAtom', () => {
  it('ends signed-out without a session cookie', async () => {
    const { store } = demoStore()
    expect(store.get(sessionAtom).status).toBe('unknown')
    await store.set(restoreSessionAtom)
    expect(store.get(sessionAtom)).toEqual({
      status: 'signed-out',
      user: null,
      tenants: [],
      activeTenant: null,
    })
  })

  it('restores a signed-in session with the profile and tenants', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada.lovelace@example.com')
    const { store } = demoStore()
    await store.set(restoreSessionAtom)
    const session = store.get(sessionAtom)
    expect(session.status).toBe('signed-in')
    expect(session.user).toMatchObject({
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
      tenantId: 'demo-tenant',
      superUser: false,
    })
    expect(session.user?.roles.map((role) => role.key)).toEqual(['Admin'])
    expect(session.user?.permissions.map((permission) => permission.key)).toContain(
      'fe.secure.read.users',
    )
    expect(session.user).not.toHaveProperty('refreshToken')
    expect(session.activeTenant?.name).toBe('Acme Inc.')
    // The demo persona belongs to two tenants (the tenant switcher's demo).
    expect(session.tenants.map((tenant) => tenant.name)).toEqual(['Acme Inc.', 'Globex Ltd.'])
  })

  it('makes one refresh call for two elements restoring at once', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store, count } = demoStore()
    await Promise.all([store.set(restoreSessionAtom), store.set(restoreSessionAtom)])
    expect(count(REFRESH)).toBe(1)
    expect(store.get(sessionAtom).status).toBe('signed-in')
  })

  it('never runs two refreshes at once against one server, even from two stores', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const demo = createDemoFetch({ delayMs: 5 })
    let inFlight = 0
    let most = 0
    const transport: typeof fetch = async (input, init) => {
      const refresh = String(input).endsWith(REFRESH)
      if (refresh) most = Math.max(most, (inFlight += 1))
      try {
        return await demo(input, init)
      } finally {
        if (refresh) inFlight -= 1
      }
    }
    const config = {
      baseUrl: 'https://lock.demo.test',
      apiPrefix: 'api',
      credentials: 'include' as const,
      demo: true,
      fetch: transport,
    }
    const first = getFoyerStore({ ...config, appId: 'box' })
    const second = getFoyerStore({ ...config, appId: 'table' })
    await Promise.all([first.set(restoreSessionAtom), second.set(restoreSessionAtom)])
    expect(most).toBe(1)
    expect([first.get(sessionAtom).status, second.get(sessionAtom).status]).toEqual([
      'signed-in',
      'signed-in',
    ])
    await Promise.all([first.set(signOutAtom), second.set(signOutAtom)])
  })

  it('refreshes the token shortly before it expires and keeps the user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store, count } = demoStore()
    await store.set(restoreSessionAtom)
    const before = store.get(sessionAtom).user
    await vi.advanceTimersByTimeAsync((86_400 - 61) * 1000)
    expect(count(REFRESH)).toBe(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(count(REFRESH)).toBe(2)
    const after = store.get(sessionAtom).user
    expect(after?.email).toBe('ada@example.com')
    expect(after?.accessToken).not.toBe(before?.accessToken)
    expect(after?.exp).toBeGreaterThan(before?.exp ?? 0)
  })

  it('clears the session when the silent refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store } = demoStore()
    await store.set(restoreSessionAtom)
    storage.removeItem(DEMO_SESSION_KEY)
    await vi.advanceTimersByTimeAsync(86_400 * 1000)
    expect(store.get(sessionAtom).status).toBe('signed-out')
  })
})

describe('signOutAtom', () => {
  it('ends the session on the server and locally', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store, count } = demoStore()
    await store.set(restoreSessionAtom)
    await store.set(signOutAtom)
    expect(count(LOGOUT)).toBe(1)
    expect(store.get(sessionAtom).status).toBe('signed-out')
    expect(storage.getItem(DEMO_SESSION_KEY)).toBeNull()
  })

  it('ends the local session before the logout call goes out, and a restore meanwhile revives nothing', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    // The logout is held until released, as on a slow network.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let statusAtLogout = ''
    let authorization: string | null = 'not sent'
    const { store, count, calls } = demoStore((demo) => async (input, init) => {
      if (String(input).endsWith(LOGOUT)) {
        statusAtLogout = store.get(sessionAtom).status
        authorization = new Headers(init?.headers).get('authorization')
        await held
      }
      return demo(input, init)
    })
    await store.set(restoreSessionAtom)
    const signingOut = store.set(signOutAtom)
    // Every element of the page sees the sign-out at once: none calls with the ending session.
    expect(store.get(sessionAtom).status).toBe('signed-out')
    const refreshes = count(REFRESH)
    // An element mounting meanwhile (its restore) waits for the sign-out instead of refreshing.
    const restoring = store.set(restoreSessionAtom)
    // A request meanwhile (a sign-in) is sent only once the logout is answered, whose cookie
    // clearing would otherwise land after the new session's cookie.
    const signIn = store.get(apiClientAtom).post(SIGN_IN, { email: 'ada@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(count(SIGN_IN), 'held while signing out').toBe(0)
    release()
    await Promise.all([signingOut, restoring, signIn.catch(() => undefined)])
    expect(calls.slice(-2), 'the sign-in after the logout').toEqual([
      `POST ${LOGOUT}`,
      `POST ${SIGN_IN}`,
    ])
    expect(statusAtLogout).toBe('signed-out')
    expect(authorization, 'the refresh cookie names the session, not a token').toBeNull()
    expect(count(REFRESH)).toBe(refreshes)
    expect(store.get(sessionAtom).status).toBe('signed-out')
    expect(storage.getItem(DEMO_SESSION_KEY)).toBeNull()
  })

  it('signs out locally even when the logout call fails', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store } = demoStore(
      (demo) => (input, init) =>
        String(input).endsWith(LOGOUT)
          ? Promise.resolve(json(500, { errors: ['Boom'] }))
          : demo(input, init),
    )
    await store.set(restoreSessionAtom)
    await store.set(signOutAtom)
    expect(store.get(sessionAtom).status).toBe('signed-out')
    expect(store.get(sessionAtom).user).toBeNull()
  })
})

describe('a member whose permissions changed since its token', () => {
  /** The demo, with its refresh answering a Viewer's roles and permissions once `demoted` is set. */
  const demotable = () => {
    const state = { demoted: false }
    const wrap = (demo: typeof fetch): typeof fetch => {
      return async (input, init) => {
        const answer = await demo(input, init)
        if (!state.demoted || !String(input).endsWith(REFRESH)) return answer
        const body = (await answer.json()) as Record<string, unknown>
        const viewer = { id: 'viewer', key: 'Viewer', name: 'Viewer' }
        const read = { id: 'read', key: 'fe.secure.read.users', name: 'Read users' }
        return json(200, { ...body, roles: [viewer], permissions: [read] })
      }
    }
    return { state, ...demoStore(wrap) }
  }
  const keys = (items: { key: string }[] | undefined) => (items ?? []).map((item) => item.key)

  it('takes its current roles and permissions from each refresh', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    vi.useFakeTimers()
    const { store, state } = demotable()
    await store.set(restoreSessionAtom)
    expect(keys(store.get(sessionAtom).user?.permissions)).toContain('fe.secure.write.users')
    state.demoted = true
    await vi.advanceTimersByTimeAsync(((store.get(sessionAtom).user?.expiresIn ?? 0) + 1) * 1000)
    expect(keys(store.get(sessionAtom).user?.roles)).toEqual(['Viewer'])
    expect(keys(store.get(sessionAtom).user?.permissions)).toEqual(['fe.secure.read.users'])
  })

  it('refreshes when the server refuses a permission the page thought it held', async () => {
    storage.setItem(DEMO_SESSION_KEY, 'ada@example.com')
    const { store, state, count } = demotable()
    await store.set(restoreSessionAtom)
    state.demoted = true
    const refused = new ApiError('You need the Edit Users permission; ask an administrator.', {
      status: 403,
      errorCode: 'ER-FOYER-1006',
    })
    const lock = createMutation<string, null>({ run: () => Promise.reject(refused) })
    const before = count(REFRESH)
    await store.set(lock.runAtom, 'someone')
    expect(store.get(lock.stateAtom).error).toBe(refused)
    expect(count(REFRESH)).toBe(before + 1)
    expect(keys(store.get(sessionAtom).user?.permissions)).toEqual(['fe.secure.read.users'])
  })
})
