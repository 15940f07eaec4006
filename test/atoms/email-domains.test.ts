import { afterEach, describe, expect, it } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom } from '../../src/atoms'
import {
  addEmailDomainMutation,
  emailDomainsAtom,
  loadEmailDomainsAtom,
  removeEmailDomainMutation,
  saveEmailDomainConfigMutation,
} from '../../src/atoms/email-domains'
import { securityRevisionAtom } from '../../src/atoms/security-revision'
import { closeDemoStores, demoStore } from './demo-store'

afterEach(closeDemoStores)

async function signedIn() {
  const demo = demoStore()
  await demo.store.set(preLoginAtom, 'ada@acme.test')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return demo
}

describe('email-domain restriction atoms', () => {
  it('load, then move the security revision on each accepted change only (spec §4.8)', async () => {
    const { store } = await signedIn()
    await store.set(loadEmailDomainsAtom)
    expect(store.get(emailDomainsAtom)).toMatchObject({
      status: 'ready',
      entries: [],
      config: { active: false, listType: 'BLOCK', blockPublicDomains: false },
    })
    const start = store.get(securityRevisionAtom)
    const entry = await store.set(addEmailDomainMutation.runAtom, {
      domain: 'spam.example',
      type: 'BLOCK',
    })
    expect(store.get(emailDomainsAtom).entries).toEqual([entry])
    await store.set(saveEmailDomainConfigMutation.runAtom, { active: true })
    expect(store.get(emailDomainsAtom).config?.active).toBe(true)
    // Refused (an allow-list without a domain): nothing changes, the revision stays.
    await store.set(saveEmailDomainConfigMutation.runAtom, { active: true, type: 'ALLOW' })
    expect(store.get(saveEmailDomainConfigMutation.stateAtom).error?.message).toBe(
      'Add at least one allowed domain before turning the allow-list on',
    )
    await store.set(removeEmailDomainMutation.runAtom, entry?.id ?? '')
    expect(store.get(emailDomainsAtom).entries).toEqual([])
    expect(store.get(securityRevisionAtom)).toBe(start + 3)
  })
})
