import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNLOCK_PATHS } from '../../src/api/unlock'
import { loginWithPasswordAtom } from '../../src/atoms/login-password'
import { INITIAL_LOGIN, loginStateAtom } from '../../src/atoms/login-state'
import { unlockAccountAtom, unlockStepAtom } from '../../src/atoms/unlock'
import { DEMO_LOCKED_EMAIL } from '../../src/demo'
import { DEMO_MESSAGE_EVENT } from '../../src/wire'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'
import type { DemoMessage } from '../../src/wire'
import type { Wrap } from './demo-store'

let messages: DemoMessage[] = []

beforeEach(() => {
  installSessionStorage()
  messages = []
  // Demo mode with its captcha on verifies ALTCHA as the server does.
  const href = 'https://app.example/?demo&demo-captcha'
  vi.stubGlobal('location', { href, search: new URL(href).search })
  const page = Object.assign(new EventTarget(), { location: { href } })
  page.addEventListener(DEMO_MESSAGE_EVENT, (event) => {
    messages.push((event as CustomEvent<DemoMessage>).detail)
  })
  vi.stubGlobal('window', page)
})
afterEach(async () => {
  await closeDemoStores()
  vi.unstubAllGlobals()
})

/** The first unlock request carries a captcha that did not pass (a visitor's widget failing). */
const failFirstCaptcha: Wrap = (demo) => {
  let tampered = false
  return (input, init) => {
    if (tampered || !String(input).endsWith(UNLOCK_PATHS.unlockMe)) return demo(input, init)
    tampered = true
    const body = { ...JSON.parse(String(init?.body)), recaptchaToken: 'not-solved' }
    return demo(input, { ...init, body: JSON.stringify(body) })
  }
}

/** The token of the unlock link mailed when the demo's locked account tries to sign in. */
async function unlockLinkToken(store: ReturnType<typeof demoStore>['store']) {
  store.set(loginStateAtom, {
    ...INITIAL_LOGIN,
    step: 'loginWithPassword',
    email: DEMO_LOCKED_EMAIL,
  })
  await store.set(loginWithPasswordAtom, 'any password')
  const link = messages.find((message) => message.to === DEMO_LOCKED_EMAIL)?.link ?? ''
  return new URL(link, 'https://app.example/').searchParams.get('token')
}

describe('unlock with the captcha policy on', () => {
  it('reads a failed captcha as such, not as an invalid link; the same link unlocks on a retry', async () => {
    const { store } = demoStore(failFirstCaptcha)
    const token = await unlockLinkToken(store)
    expect(token).toMatch(/^[\w-]{43}$/)

    await store.set(unlockAccountAtom, token)
    expect(store.get(unlockStepAtom)).toBe('captcha')
    await store.set(unlockAccountAtom, token)
    expect(store.get(unlockStepAtom)).toBe('success')
  })

  it('still reads a link the server refuses as invalid', async () => {
    const { store } = demoStore()
    await store.set(unlockAccountAtom, 'x'.repeat(43))
    expect(store.get(unlockStepAtom)).toBe('invalid')
  })
})
