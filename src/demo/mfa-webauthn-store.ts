import type { MfaDevices } from '../api/mfa'
import type { DemoState } from './state'

/** A demo user's WebAuthn second factor (its credential id; the demo checks no signatures). */
export interface DemoKey {
  id: string
  credentialId: string
  deviceType: 'Platform' | 'CrossPlatform'
}

const stores = new WeakMap<DemoState, Map<string, DemoKey[]>>()

/** The security keys of `email` in this demo (created empty), to read or change. */
export function demoKeys(state: DemoState, email: string): DemoKey[] {
  let store = stores.get(state)
  if (!store) {
    store = new Map()
    stores.set(state, store)
  }
  const key = email.toLowerCase()
  let keys = store.get(key)
  if (!keys) {
    keys = []
    store.set(key, keys)
  }
  return keys
}

/** The keys as the wire's `UserMFADevicesResponse.webauthn` lists them. */
export const keysOnWire = (keys: DemoKey[]): MfaDevices['webauthn'] =>
  keys.map(({ id, deviceType }) => ({ id, deviceType, name: '' }))

/** The browser can run WebAuthn ceremonies: only then does the demo offer security keys. */
export const demoKeysAvailable = (): boolean => typeof globalThis.PublicKeyCredential === 'function'

/** The MFA strategies of the demo: the authenticator app, texted codes, and keys where the browser has them. */
export const demoMfaStrategies = (): string[] =>
  demoKeysAvailable()
    ? ['AuthenticatorApp', 'SMS', 'WebAuthnPlatform', 'WebAuthnCrossPlatform']
    : ['AuthenticatorApp', 'SMS']
