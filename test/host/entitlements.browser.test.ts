import { createApiClient } from '../../src/api/index'
import { configAtom, getFoyerStore, signOutAtom } from '../../src/atoms/index'
import { defineAuthorizedContent } from '../../src/elements/authorized-content'
import { ENTITLEMENTS_CHANGED_EVENT, getEntitlements, switchDemoPlan } from '../../src/host/index'
import { assert, equal, waitFor } from '../browser-setup/assert'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { recordEvents } from '../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import type { EntitlementsChangedDetail } from '../../src/host/index'

defineAuthorizedContent()

const demoStoreOf = (baseUrl: string, appId?: string) =>
  getFoyerStore({
    baseUrl,
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: true,
    ...(appId ? { appId } : {}),
  })

/**
 * The recorded `entitlements-changed` events of one store. Stores of earlier tests live on in the page
 * and may still settle while a later test records, so a test only ever counts its own store's events.
 */
const eventsOf = (recorded: { events: { detail: unknown }[] }, baseUrl: string) =>
  recorded.events.filter(
    (event) => (event.detail as EntitlementsChangedDetail | null)?.baseUrl === baseUrl,
  )

/** Makes the page report `state` as its visibility, and tells listeners it changed. */
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('getEntitlements', () => {
  it('answers for the signed-in user once ready', async () => {
    rememberDemoSignIn('ada@acme.test')
    const entitlements = getEntitlements({ baseUrl: uniqueBaseUrl(), demo: true })
    equal(entitlements.isEntitledToFeature('audit-logs').isEntitled, false, 'nothing before ready')
    await entitlements.ready
    equal(entitlements.state.status, 'loaded', 'loaded')
    equal(entitlements.isEntitledToFeature('audit-logs').isEntitled, true, 'a Starter feature')
    equal(
      entitlements.isEntitledToFeature('api-tokens', { plan: 'pro' }).isEntitled,
      true,
      'direct',
    )
    const sso = entitlements.isEntitledToFeature('sso')
    assert(!sso.isEntitled && sso.justification === 'MISSING_FEATURE', 'not on the plan')
    equal(entitlements.isEntitledToPermission('fe.secure.read.audits').isEntitled, true, 'linked')
    const missing = entitlements.isEntitledToPermission('fe.billing.write')
    assert(!missing.isEntitled && missing.justification === 'MISSING_PERMISSION', 'missing')
  })

  it('is ready and denies everything for a signed-out visitor', async () => {
    const entitlements = getEntitlements({ baseUrl: uniqueBaseUrl(), demo: true })
    await entitlements.ready
    equal(entitlements.state.status, 'signed-out', 'signed out')
    equal(entitlements.isEntitledToPermission('fe.secure.read.users').isEntitled, false, 'denied')
  })

  it('returns one object per server and app, and refuses a missing base URL', async () => {
    const baseUrl = uniqueBaseUrl()
    const one = getEntitlements({ baseUrl, demo: true })
    const other = getEntitlements({ baseUrl, appId: 'other', demo: true })
    equal(one, getEntitlements({ baseUrl: `${baseUrl}/`, demo: true }), 'same')
    assert(one !== other, 'per app id')
    let failure: unknown
    try {
      getEntitlements({ baseUrl: ' ' })
    } catch (error) {
      failure = error
    }
    assert(failure instanceof TypeError, 'a TypeError')
    // Let both stores settle here rather than during (and into the events of) a later test.
    await Promise.all([one.ready, other.ready])
  })

  it("shares the elements' session: signs out with them, telling subscribers and the page", async () => {
    rememberDemoSignIn('ada@acme.test')
    const baseUrl = uniqueBaseUrl()
    fixture(
      `<authorized-content base-url="${baseUrl}" app-id="shop" demo roles="Admin"><p>x</p></authorized-content>`,
    )
    const entitlements = getEntitlements({ baseUrl, appId: 'shop', demo: true })
    await entitlements.ready
    let notified = 0
    const unsubscribe = entitlements.subscribe(() => {
      notified += 1
    })
    const recorded = recordEvents([ENTITLEMENTS_CHANGED_EVENT])
    try {
      await waitFor(() => demoStoreOf(baseUrl, 'shop').get(configAtom).fetch, 'the store')
      await demoStoreOf(baseUrl, 'shop').set(signOutAtom)
      await waitFor(() => entitlements.state.status === 'signed-out', 'signed out')
      assert(notified > 0, 'the subscriber heard it')
      const [event] = eventsOf(recorded, baseUrl)
      assert(event !== undefined, 'entitlements-changed reached the document')
      equal(JSON.stringify(event.detail), JSON.stringify({ baseUrl, appId: 'shop' }), 'detail')
      unsubscribe()
      const heard = notified
      rememberDemoSignIn('ada@acme.test')
      await entitlements.reload()
      equal(notified, heard, 'no calls after unsubscribe')
    } finally {
      recorded.stop()
    }
  })

  it('answers anew after reload() once an administrator changed the plan', async () => {
    rememberDemoSignIn('ada@acme.test')
    const baseUrl = uniqueBaseUrl()
    const entitlements = getEntitlements({ baseUrl, demo: true })
    await entitlements.ready
    const fetch = await waitFor(() => demoStoreOf(baseUrl).get(configAtom).fetch, 'transport')
    const { token } = await createApiClient({ baseUrl, fetch }).post<{ token: string }>(
      '/auth/vendor',
      { clientId: 'demo-client', secret: 'demo-secret' },
    )
    await createApiClient({ baseUrl, fetch, getAccessToken: () => token }).post(
      '/entitlements/resources/entitlements/v2',
      { planId: 'plan-pro', tenantId: 'demo-tenant' },
    )
    equal(entitlements.isEntitledToFeature('sso').isEntitled, false, 'until reloaded')
    const recorded = recordEvents([ENTITLEMENTS_CHANGED_EVENT])
    await entitlements.reload()
    recorded.stop()
    equal(entitlements.isEntitledToFeature('sso').isEntitled, true, 'after reload')
    equal(eventsOf(recorded, baseUrl).length, 1, 'one entitlements-changed')
  })

  it('switchDemoPlan puts the demo tenant on a plan, and guards follow at once', async () => {
    rememberDemoSignIn('ada@acme.test')
    const baseUrl = uniqueBaseUrl()
    const host = fixture(
      `<authorized-content base-url="${baseUrl}" demo features="sso advanced-reports">` +
        '<p>Reports</p></authorized-content>',
    )
    const guarded = () => host.querySelector('p')?.assignedSlot ?? null
    const entitlements = getEntitlements({ baseUrl, demo: true })
    await entitlements.ready
    await switchDemoPlan({ baseUrl, demo: true }, 'plan-pro')
    equal(entitlements.isEntitledToFeature('sso').isEntitled, true, 'on Pro')
    await waitFor(() => guarded(), 'the guarded block')
    await switchDemoPlan({ baseUrl, demo: true }, 'plan-starter')
    equal(entitlements.isEntitledToFeature('sso').isEntitled, false, 'back on Starter')
    equal(entitlements.isEntitledToFeature('audit-logs').isEntitled, true, 'Starter features')
    await waitFor(() => guarded() === null, 'the block hidden again')
    let failure: unknown
    await switchDemoPlan({ baseUrl }, 'plan-pro').catch((error: unknown) => {
      failure = error
    })
    assert(failure instanceof TypeError, 'demo mode only')
  })

  it('asks again when the tab becomes visible after being hidden', async () => {
    rememberDemoSignIn('ada@acme.test')
    const baseUrl = uniqueBaseUrl()
    // The store reads the visibility when it is made: make it visible first, whatever the runner's tab is.
    setVisibility('visible')
    try {
      const entitlements = getEntitlements({ baseUrl, demo: true })
      await entitlements.ready
      const fetch = await waitFor(() => demoStoreOf(baseUrl).get(configAtom).fetch, 'transport')
      const { token } = await createApiClient({ baseUrl, fetch }).post<{ token: string }>(
        '/auth/vendor',
        { clientId: 'demo-client', secret: 'demo-secret' },
      )
      await createApiClient({ baseUrl, fetch, getAccessToken: () => token }).post(
        '/entitlements/resources/entitlements/v2',
        { planId: 'plan-pro', tenantId: 'demo-tenant' },
      )
      setVisibility('visible')
      await new Promise((resolve) => setTimeout(resolve, 400))
      equal(entitlements.isEntitledToFeature('sso').isEntitled, false, 'no reload without hiding')
      setVisibility('hidden')
      setVisibility('visible')
      await waitFor(() => entitlements.isEntitledToFeature('sso').isEntitled, 'the new plan')
    } finally {
      Reflect.deleteProperty(document, 'visibilityState')
    }
  })
})
