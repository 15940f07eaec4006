import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginAtom, loginWithPasswordAtom, preLoginAtom, sessionAtom } from '../../src/atoms'
import { answerPasskeyPromptAtom } from '../../src/atoms/passkeys'
import {
  PASSKEY_PROMPT_DISMISSED,
  PREFERRED_LOGIN_METHOD,
  readPreferredLoginMethod,
} from '../../src/atoms/passkeys-prompt'
import { installSessionStorage, MemoryStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore, json } from './demo-store'

const STRATEGIES = '/identity/resources/configurations/v1/auth/strategies/public'
const DEVICES = '/identity/resources/users/webauthn/v1/devices'

/** What the (otherwise demo) server answers for the prompt's conditions. */
interface World {
  passkeysActive: boolean
  flag: 'on' | 'off' | undefined
  devices: number
}

let local: MemoryStorage

beforeEach(() => {
  installSessionStorage()
  local = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await closeDemoStores()
})

/** Signs in with a password in a box whose server answers `world`; resolves the step after. */
async function stepAfterPassword(world: World) {
  const { store, count } = demoStore((demo) => async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    if (path === STRATEGIES) {
      return json(200, {
        mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
        secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: world.passkeysActive }],
      })
    }
    if (path === '/flags') {
      return json(200, world.flag ? { 'show-passkeys-new': world.flag } : {})
    }
    if (path === DEVICES && (init?.method ?? 'GET') === 'GET') {
      const devices = Array.from({ length: world.devices }, (_, index) => ({
        id: `device-${index}`,
        deviceType: 'Platform',
        createdAt: '2026-01-01T00:00:00.000Z',
      }))
      return json(200, { devices })
    }
    return demo(input, init)
  })
  await store.set(preLoginAtom, 'grace@example.com')
  await store.set(loginWithPasswordAtom, 'correct horse')
  return { step: store.get(loginAtom).step, deviceCalls: count(DEVICES), store }
}

const all: World = { passkeysActive: true, flag: 'on', devices: 0 }

describe('the passkey prompt after sign-in (spec 000 §4.8)', () => {
  it('shows when every condition holds, and remembers the password as the preferred method', async () => {
    expect(await stepAfterPassword(all)).toMatchObject({ step: 'promptPasskeys', deviceCalls: 1 })
    expect(readPreferredLoginMethod()).toBe('Password')
  })

  it('does not show with the show-passkeys-new flag off or missing', async () => {
    expect((await stepAfterPassword({ ...all, flag: 'off' })).step).toBe('success')
    expect((await stepAfterPassword({ ...all, flag: undefined })).step).toBe('success')
  })

  it('does not show when the Passkeys strategy is inactive (and asks for no list)', async () => {
    expect(await stepAfterPassword({ ...all, passkeysActive: false })).toMatchObject({
      step: 'success',
      deviceCalls: 0,
    })
  })

  it('does not show when the user already has a passkey', async () => {
    expect((await stepAfterPassword({ ...all, devices: 1 })).step).toBe('success')
  })

  it('does not show when the preferred login method here is Passkeys', async () => {
    local.setItem(PREFERRED_LOGIN_METHOD, 'Passkeys')
    expect(await stepAfterPassword(all)).toMatchObject({ step: 'success', deviceCalls: 0 })
    // This sign-in's method is the preference from now on: the next one may be prompted.
    expect(readPreferredLoginMethod()).toBe('Password')
    expect((await stepAfterPassword(all)).step).toBe('promptPasskeys')
  })

  it('does not show after "don’t ask again" for this user; "not now" asks next time', async () => {
    const first = await stepAfterPassword(all)
    expect(first.step).toBe('promptPasskeys')
    const userId = first.store.get(sessionAtom).user?.id ?? ''
    await first.store.set(answerPasskeyPromptAtom, { answer: 'later', userId })
    expect(first.store.get(loginAtom).step).toBe('success')
    expect(local.getItem(PASSKEY_PROMPT_DISMISSED + userId)).toBeNull()
    const second = await stepAfterPassword(all)
    expect(second.step).toBe('promptPasskeys')
    await second.store.set(answerPasskeyPromptAtom, { answer: 'never', userId })
    expect(second.store.get(loginAtom).step).toBe('success')
    expect((await stepAfterPassword(all)).step).toBe('success')
  })

  it('in demo mode, `?demo&demo-passkeys` turns the strategy and the flag on: the demo prompts', async () => {
    vi.stubGlobal('location', new URL('https://app.example.test/?demo&demo-passkeys'))
    const { store } = demoStore()
    await store.set(preLoginAtom, 'grace@example.com')
    await store.set(loginWithPasswordAtom, 'correct horse')
    expect(store.get(loginAtom).step).toBe('promptPasskeys')
    vi.stubGlobal('location', new URL('https://app.example.test/?demo'))
    const plain = demoStore().store
    await plain.set(preLoginAtom, 'grace@example.com')
    await plain.set(loginWithPasswordAtom, 'correct horse')
    expect(plain.get(loginAtom).step).toBe('success')
  })
})
