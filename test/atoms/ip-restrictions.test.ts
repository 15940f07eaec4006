import { afterEach, describe, expect, it } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom } from '../../src/atoms'
import {
  addIpMutation,
  addMyIpMutation,
  bulkAddIpMutation,
  deleteIpMutation,
  ipRestrictionListAtom,
  ipSettingsAtom,
  loadIpSettingsAtom,
  saveIpConfigMutation,
} from '../../src/atoms/ip-restrictions'
import { securityRevisionAtom } from '../../src/atoms/security-revision'
import { DEMO_IP } from '../../src/demo/ip-restrictions'
import { closeDemoStores, demoStore } from './demo-store'

afterEach(closeDemoStores)

async function signedIn() {
  const demo = demoStore()
  await demo.store.set(preLoginAtom, 'ada@acme.test')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return demo
}

describe('IP restriction atoms', () => {
  it('load, then move the security revision on each accepted change only (spec §4.8)', async () => {
    const { store } = await signedIn()
    await store.set(loadIpSettingsAtom)
    expect(store.get(ipSettingsAtom)).toMatchObject({
      status: 'ready',
      config: { isActive: false, strategy: 'ALLOW' },
      myIp: DEMO_IP,
    })
    // Demo mode pages by 50 (spec §9).
    expect(store.get(store.get(ipRestrictionListAtom).queryAtom).pageSize).toBe(50)
    const start = store.get(securityRevisionAtom)
    const added = await store.set(addIpMutation.runAtom, { ip: '192.0.2.10', strategy: 'BLOCK' })
    await store.set(bulkAddIpMutation.runAtom, [
      { ip: '192.0.2.20', strategy: 'BLOCK' },
      { ip: '2001:db8::/32', strategy: 'BLOCK' },
    ])
    // Refused: an allow list that does not hold the caller's address locks them out.
    await store.set(saveIpConfigMutation.runAtom, { isActive: true, strategy: 'ALLOW' })
    expect(store.get(saveIpConfigMutation.stateAtom).error?.message).toMatch(
      /^This change would lock you out/,
    )
    expect(store.get(securityRevisionAtom)).toBe(start + 2)
    await store.set(addMyIpMutation.runAtom, DEMO_IP)
    expect(store.get(ipSettingsAtom).config).toEqual({ isActive: true, strategy: 'ALLOW' })
    await store.set(deleteIpMutation.runAtom, added?.id ?? '')
    await store.set(saveIpConfigMutation.runAtom, { isActive: false, strategy: 'ALLOW' })
    expect(store.get(ipSettingsAtom).config?.isActive).toBe(false)
    expect(store.get(securityRevisionAtom)).toBe(start + 5)
  })
})
