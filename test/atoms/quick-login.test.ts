import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answerQuickLoginOfferAtom,
  loginAtom,
  loginWithCodeAtom,
  QUICK_LOGIN_MARKER,
  quickLoginOfferAtom,
  quickSmsLoginAtom,
  readQuickLoginPhone,
  sendPasswordlessAtom,
  sessionAtom,
} from '../../src/atoms'
import { INITIAL_LOGIN, loginStateAtom } from '../../src/atoms/login-state'
import { DEMO_MESSAGE_EVENT } from '../../src/wire'
import { installSessionStorage, MemoryStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'
import type { DemoMessage } from '../../src/wire'

let messages: DemoMessage[] = []
let local: MemoryStorage
const phone = '+14155550123'

beforeEach(() => {
  installSessionStorage()
  messages = []
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
  const page = Object.assign(new EventTarget(), { location: { href: 'https://app.example/' } })
  page.addEventListener(DEMO_MESSAGE_EVENT, (event) => {
    messages.push((event as CustomEvent<DemoMessage>).detail)
  })
  vi.stubGlobal('window', page)
})
afterEach(async () => {
  await closeDemoStores()
  vi.unstubAllGlobals()
})

/** Signs in with a texted code in a fresh store (the SMS step reached from another flow). */
async function signInBySms() {
  const demo = demoStore()
  // As sign-up with a phone number leaves it: a code texted, the SMS step with the number.
  demo.store.set(loginStateAtom, { ...INITIAL_LOGIN, step: 'loginWithSmsOtc', phoneNumber: phone })
  await demo.store.set(sendPasswordlessAtom)
  await demo.store.set(loginWithCodeAtom, messages.at(-1)?.code ?? '')
  return demo
}

describe('quick SMS login (RegisterQuickLogin)', () => {
  it('offers nothing without the stored marker', async () => {
    const { store } = await signInBySms()
    expect(store.get(loginAtom).step).toBe('success')
    expect(store.get(quickLoginOfferAtom)).toBeNull()
  })

  it('with the marker, offers once; remembering the number enables quick login here', async () => {
    local.setItem(QUICK_LOGIN_MARKER, 'sms')
    const first = await signInBySms()
    const offer = first.store.get(quickLoginOfferAtom)
    expect(offer).toMatchObject({ phoneNumber: phone, userId: expect.any(String) })
    first.store.set(answerQuickLoginOfferAtom, true)
    expect(first.store.get(quickLoginOfferAtom)).toBeNull()
    expect(readQuickLoginPhone()).toBe(phone)

    const { store, calls } = demoStore()
    await store.set(quickSmsLoginAtom)
    expect(calls.at(-1)).toBe('POST /identity/resources/auth/v1/passwordless/smscode/prelogin')
    expect(store.get(loginAtom)).toMatchObject({ step: 'loginWithQuickSmsOtc', phoneNumber: phone })
    await store.set(loginWithCodeAtom, messages.at(-1)?.code ?? '')
    expect(store.get(loginAtom).step).toBe('success')
    expect(store.get(sessionAtom).status).toBe('signed-in')
    expect(store.get(quickLoginOfferAtom)).toBeNull()
  })

  it('with the captcha policy on, the quick start sends a solved captcha and texts the code', async () => {
    // Demo mode verifies ALTCHA as the server does: a start without a solved one answers 400.
    vi.stubGlobal('location', {
      href: 'https://app.example/?demo&demo-captcha',
      search: '?demo&demo-captcha',
    })
    local.setItem(QUICK_LOGIN_MARKER, 'sms')
    const first = await signInBySms()
    first.store.set(answerQuickLoginOfferAtom, true)

    const { store } = demoStore()
    await store.set(quickSmsLoginAtom)
    expect(store.get(loginAtom)).toMatchObject({ step: 'loginWithQuickSmsOtc', error: null })
    await store.set(loginWithCodeAtom, messages.at(-1)?.code ?? '')
    expect(store.get(sessionAtom).status).toBe('signed-in')
  })

  it('"not now" completes the registration without remembering anything', async () => {
    local.setItem(QUICK_LOGIN_MARKER, 'sms')
    const first = await signInBySms()
    first.store.set(answerQuickLoginOfferAtom, false)
    expect(readQuickLoginPhone()).toBeNull()
    const second = await signInBySms()
    expect(second.store.get(quickLoginOfferAtom)).toBeNull()
  })
})
