import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  authStrategiesAtom,
  loginAtom,
  loginWithPasswordAtom,
  preLoginAtom,
  resetLoginAtom,
  sessionAtom,
} from '../../src/atoms'
import { DEMO_LOCKED_EMAIL } from '../../src/demo'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'

const PRE_LOGIN = '/identity/resources/auth/v2/user/sso/prelogin'
const STRATEGIES = '/identity/resources/configurations/v1/auth/strategies/public'

beforeEach(() => {
  installSessionStorage()
})
afterEach(async () => {
  vi.useRealTimers()
  await closeDemoStores()
})

describe('login flow', () => {
  it('shows an inline error for an invalid email without calling the server', async () => {
    const { store, calls } = demoStore()
    await store.set(preLoginAtom, 'not-an-email')
    expect(store.get(loginAtom)).toEqual({
      step: 'preLogin',
      email: 'not-an-email',
      loading: false,
      error: { code: 'invalidEmail' },
      ssoAddress: null,
      phoneNumber: '',
    })
    expect(calls).toEqual([])
  })

  it('goes from the email to the password step, then signs in', async () => {
    const { store } = demoStore()
    await store.set(preLoginAtom, '  grace@example.com ')
    expect(store.get(loginAtom)).toMatchObject({
      step: 'loginWithPassword',
      email: 'grace@example.com',
      error: null,
    })
    const signingIn = store.set(loginWithPasswordAtom, 'correct horse')
    expect(store.get(loginAtom).loading).toBe(true)
    await signingIn
    expect(store.get(loginAtom)).toMatchObject({ step: 'success', loading: false, error: null })
    expect(store.get(sessionAtom)).toMatchObject({
      status: 'signed-in',
      user: { email: 'grace@example.com' },
    })
  })

  it('shows the server message for a wrong password and stays on the password step', async () => {
    const { store } = demoStore()
    await store.set(preLoginAtom, 'grace@example.com')
    await store.set(loginWithPasswordAtom, 'wrong-password')
    expect(store.get(loginAtom)).toMatchObject({
      step: 'loginWithPassword',
      loading: false,
      error: { code: 'request', cause: { status: 401, message: 'Incorrect email or password' } },
    })
    expect(store.get(sessionAtom).status).not.toBe('signed-in')
  })

  it('shows the lockout message for a locked account', async () => {
    const { store } = demoStore()
    await store.set(preLoginAtom, DEMO_LOCKED_EMAIL)
    await store.set(loginWithPasswordAtom, 'correct horse')
    expect(store.get(loginAtom).error).toMatchObject({ code: 'request', cause: { status: 403 } })
  })

  it('asks for the password before calling the server', async () => {
    const { store, count } = demoStore()
    await store.set(preLoginAtom, 'grace@example.com')
    await store.set(loginWithPasswordAtom, '')
    expect(store.get(loginAtom).error).toEqual({ code: 'passwordRequired' })
    expect(count('/identity/resources/auth/v1/user')).toBe(0)
  })

  it('goes back to the email step keeping the email and clearing the error', async () => {
    const { store } = demoStore()
    await store.set(preLoginAtom, 'grace@example.com')
    await store.set(loginWithPasswordAtom, 'wrong-password')
    store.set(resetLoginAtom)
    expect(store.get(loginAtom)).toEqual({
      step: 'preLogin',
      email: 'grace@example.com',
      loading: false,
      error: null,
      ssoAddress: null,
      phoneNumber: '',
    })
  })

  it('redirects to the identity provider 2 s after an SSO pre-login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { store, navigations } = demoStore(
      (demo) => (input, init) =>
        String(input).endsWith(PRE_LOGIN)
          ? Promise.resolve(
              json(200, { address: 'https://idp.example.com/saml/start', idpType: 'saml' }),
            )
          : demo(input, init),
    )
    await store.set(preLoginAtom, 'grace@corp.example')
    expect(store.get(loginAtom)).toMatchObject({
      step: 'redirectToSSO',
      ssoAddress: 'https://idp.example.com/saml/start',
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(navigations).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(navigations).toEqual(['https://idp.example.com/saml/start'])
  })

  it('explains that strategies the box does not offer (passkeys) are not available', async () => {
    const { store } = demoStore(
      (demo) => (input, init) =>
        String(input).endsWith(STRATEGIES)
          ? Promise.resolve(
              json(200, {
                mainAuthStrategies: [{ strategy: 'WebAuthN' }],
                secondaryAuthStrategies: [],
              }),
            )
          : demo(input, init),
    )
    await store.set(preLoginAtom, 'grace@example.com')
    expect(store.get(loginAtom)).toMatchObject({ step: 'preLogin', loading: false })
    expect(store.get(loginAtom).error).toEqual({
      code: 'strategyUnsupported',
      strategy: 'WebAuthN',
    })
  })

  it('loads the auth strategies once per store', async () => {
    const { store, count } = demoStore()
    await expect(store.get(authStrategiesAtom)).resolves.toMatchObject({
      mainStrategy: 'EmailAndPassword',
      error: null,
    })
    await store.set(preLoginAtom, 'grace@example.com')
    await store.get(authStrategiesAtom)
    expect(count(STRATEGIES)).toBe(1)
  })
})
