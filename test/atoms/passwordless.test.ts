import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loginAtom,
  loginWithCodeAtom,
  loginWithMagicLinkAtom,
  preLoginAtom,
  sendPasswordlessAtom,
  sessionAtom,
} from '../../src/atoms'
import { DEMO_MESSAGE_EVENT } from '../../src/wire'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'
import type { DemoMessage } from '../../src/wire'

const STRATEGIES = '/identity/resources/configurations/v1/auth/strategies/public'

/** The demo's notices (what would have been mailed or texted), newest last. */
let messages: DemoMessage[] = []

beforeEach(() => {
  installSessionStorage()
  messages = []
  const page = Object.assign(new EventTarget(), {
    location: { href: 'https://app.example/account/login' },
  })
  page.addEventListener(DEMO_MESSAGE_EVENT, (event) => {
    messages.push((event as CustomEvent<DemoMessage>).detail)
  })
  vi.stubGlobal('window', page)
})
afterEach(async () => {
  await closeDemoStores()
  vi.unstubAllGlobals()
})

/** A demo store whose vendor signs in with `strategy`. */
const storeWith = (strategy: string) =>
  demoStore(
    (demo) => (input, init) =>
      String(input).endsWith(STRATEGIES)
        ? Promise.resolve(
            json(200, { mainAuthStrategies: [{ strategy }], secondaryAuthStrategies: [] }),
          )
        : demo(input, init),
  )

describe('passwordless sign-in', () => {
  it('MagicLink: sends the link, then the link signs in once and shows the success step', async () => {
    const { store, calls } = storeWith('MagicLink')
    await store.set(preLoginAtom, 'grace@example.com')
    expect(store.get(loginAtom)).toMatchObject({ step: 'magicLinkPreLoginSuccess', error: null })
    expect(calls).toContain('POST /identity/resources/auth/v1/passwordless/magiclink/prelogin')
    const link = new URL(messages.at(-1)?.link ?? '')
    expect(link.pathname).toBe('/account/login/magic-link')
    const token = link.searchParams.get('token') ?? ''
    expect(await store.set(loginWithMagicLinkAtom, token)).toBe(true)
    expect(store.get(loginAtom).step).toBe('magicLinkPostLoginSuccess')
    expect(store.get(sessionAtom).user?.email).toBe('grace@example.com')
    expect(await store.set(loginWithMagicLinkAtom, token)).toBe(false)
    expect(store.get(loginAtom).error).toMatchObject({ code: 'request', cause: { status: 400 } })
  })

  it('Code: a wrong code keeps the step with the error, the right one signs in', async () => {
    const { store } = storeWith('Code')
    await store.set(preLoginAtom, 'ada@example.com')
    expect(store.get(loginAtom).step).toBe('loginWithOtc')
    const code = messages.at(-1)?.code ?? ''
    expect(code).toMatch(/^\d{6}$/)
    await store.set(loginWithCodeAtom, code === '000000' ? '111111' : '000000')
    expect(store.get(loginAtom)).toMatchObject({
      step: 'loginWithOtc',
      loading: false,
      error: { code: 'request', cause: { status: 401 } },
    })
    await store.set(loginWithCodeAtom, code)
    expect(store.get(loginAtom)).toMatchObject({ step: 'success', error: null })
    expect(store.get(sessionAtom).user?.email).toBe('ada@example.com')
  })

  it('SmsCode from another flow: the step with a number resends and signs in', async () => {
    const { store, calls } = storeWith('EmailAndPassword')
    await store.set(sendPasswordlessAtom, { phoneNumber: '+14155550123' })
    expect(calls.at(-1)).toBe('POST /identity/resources/auth/v1/passwordless/smscode/prelogin')
    expect(messages.at(-1)).toMatchObject({ channel: 'sms', to: '+14155550123' })
    expect(store.get(loginAtom).phoneNumber).toBe('+14155550123')
  })
})
