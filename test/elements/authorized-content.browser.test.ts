import { createApiClient } from '../../src/api/index'
import { configAtom, getFoyerStore, signOutAtom } from '../../src/atoms/index'
import { defineAuthorizedContent } from '../../src/elements/authorized-content'
import { getEntitlements } from '../../src/host/index'
import { assert, equal, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import { shadowOf } from '../browser-setup/shadow'

defineAuthorizedContent()

const MANAGEMENT = '/entitlements/resources/entitlements/v2'

interface Guard {
  host: HTMLElement
  baseUrl: string
  guarded: HTMLElement
  fallback: HTMLElement
}

/** A guard around a paragraph, with a fallback paragraph, in demo mode. */
function guard(requirements: string, baseUrl = uniqueBaseUrl()): Guard {
  const host = fixture(
    `<authorized-content base-url="${baseUrl}" demo ${requirements}>` +
      '<p class="guarded">Single sign-on settings</p>' +
      '<p slot="fallback" class="fallback">Upgrade to Pro to set up single sign-on.</p>' +
      '</authorized-content>',
  )
  const part = (selector: string) => {
    const found = host.querySelector<HTMLElement>(selector)
    if (!found) throw new Error(`no ${selector}`)
    return found
  }
  return { host, baseUrl, guarded: part('.guarded'), fallback: part('.fallback') }
}

/** Which of the two is displayed: the guarded content, the fallback, or neither. */
const shown = ({ guarded, fallback }: Guard): 'guarded' | 'fallback' | 'neither' => {
  const guardedShown = guarded.assignedSlot !== null && guarded.checkVisibility()
  const fallbackShown = fallback.assignedSlot !== null && fallback.checkVisibility()
  assert(!(guardedShown && fallbackShown), 'never both at once')
  return guardedShown ? 'guarded' : fallbackShown ? 'fallback' : 'neither'
}

const settlesOn = (subject: Guard, expected: 'guarded' | 'fallback') =>
  waitFor(() => shown(subject) === expected, `the ${expected} content`)

/** The demo's management API for the guard's store (the same in-browser server). */
async function management(baseUrl: string) {
  const store = getFoyerStore({ baseUrl, apiPrefix: 'api', credentials: 'same-origin', demo: true })
  const fetch = await waitFor(() => store.get(configAtom).fetch, 'the demo transport')
  const vendor = createApiClient({ baseUrl, fetch })
  const { token } = await vendor.post<{ token: string }>('/auth/vendor', {
    clientId: 'demo-client',
    secret: 'demo-secret',
  })
  const client = createApiClient({ baseUrl, fetch, getAccessToken: () => token })
  return {
    assign: (planId: string) =>
      client.post<{ id: string }>(MANAGEMENT, { planId, tenantId: 'demo-tenant' }),
    remove: (id: string) => client.delete(`${MANAGEMENT}/${id}`),
  }
}

describe('<authorized-content>', () => {
  it('shows its children to a holder of every listed permission and role', async () => {
    rememberDemoSignIn('ada@acme.test')
    const subject = guard('permissions="fe.secure.read.users, fe.secure.write.users" roles="Admin"')
    await settlesOn(subject, 'guarded')
    await expectAccessible(subject.host)
  })

  it('shows the fallback to a user without them', async () => {
    rememberDemoSignIn('viewer@acme.test')
    const subject = guard('permissions="fe.secure.write.users"')
    await settlesOn(subject, 'fallback')
    await expectAccessible(subject.host)
  })

  it('shows the fallback to a signed-out visitor, and nothing guarded before it', async () => {
    const subject = guard('roles="Viewer"')
    const seen = new Set<string>()
    await waitFor(() => (seen.add(shown(subject)), shown(subject) === 'fallback'), 'fallback')
    assert(!seen.has('guarded'), 'the guarded content never showed')
  })

  it('shows neither while the session and bundle load, then no flash of the fallback', async () => {
    rememberDemoSignIn('ada@acme.test')
    const subject = guard('features="audit-logs"')
    equal(shown(subject), 'neither', 'nothing at first')
    const seen = new Set<string>()
    await waitFor(() => (seen.add(shown(subject)), shown(subject) === 'guarded'), 'guarded')
    assert(seen.has('neither'), 'it waited')
    assert(!seen.has('fallback'), 'the fallback never flashed')
    equal(shadowOf(subject.host).querySelectorAll('slot').length, 1, 'one slot at a time')
  })

  it('lets a super user through', async () => {
    rememberDemoSignIn('super@acme.test')
    await settlesOn(guard('permissions="fe.tenant.delete" roles="Owner"'), 'guarded')
  })

  it('matches wildcard permissions', async () => {
    rememberDemoSignIn('support@acme.test')
    const baseUrl = uniqueBaseUrl()
    await settlesOn(guard('permissions="fe.secure.read.*"', baseUrl), 'guarded')
    await settlesOn(guard('permissions="fe.secure.delete.*"', baseUrl), 'fallback')
  })

  it("follows the tenant's plan live: a feature appears and disappears with it", async () => {
    rememberDemoSignIn('ada@acme.test')
    const subject = guard('features="sso"')
    await settlesOn(subject, 'fallback')
    const api = await management(subject.baseUrl)
    const entitlements = getEntitlements({ baseUrl: subject.baseUrl, demo: true })

    const pro = await api.assign('plan-pro')
    await entitlements.reload()
    await settlesOn(subject, 'guarded')

    await api.remove(pro.id)
    await entitlements.reload()
    await settlesOn(subject, 'fallback')
  })

  it('follows the session and its own attributes live', async () => {
    rememberDemoSignIn('ada@acme.test')
    const subject = guard('permissions="fe.secure.read.users"')
    await settlesOn(subject, 'guarded')
    subject.host.setAttribute('permissions', 'fe.secure.read.users fe.billing.write')
    await settlesOn(subject, 'fallback')
    subject.host.removeAttribute('permissions')
    await settlesOn(subject, 'guarded')
    ;(subject.host as HTMLElement & { roles: string[] }).roles = ['Admin']
    equal(subject.host.getAttribute('roles'), 'Admin', 'the property reflects')

    const store = getFoyerStore({
      baseUrl: subject.baseUrl,
      apiPrefix: 'api',
      credentials: 'same-origin',
      demo: true,
    })
    await store.set(signOutAtom)
    await settlesOn(subject, 'fallback')
  })

  it("adds no box and keeps the page's typography", async () => {
    rememberDemoSignIn('ada@acme.test')
    const subject = guard('roles="Admin"')
    subject.host.parentElement?.style.setProperty('font-family', 'serif')
    subject.host.parentElement?.style.setProperty('color', 'rgb(1, 2, 3)')
    await settlesOn(subject, 'guarded')
    const style = getComputedStyle(subject.guarded)
    equal(getComputedStyle(subject.host).display, 'contents', 'the host is display: contents')
    equal(style.fontFamily, 'serif', 'the page font')
    equal(style.color, 'rgb(1, 2, 3)', 'the page colour')
  })

  it("keeps the page's direction and language whatever the element's locale", async () => {
    rememberDemoSignIn('ada@acme.test')
    const hebrew = guard('roles="Admin" locale="he"')
    await settlesOn(hebrew, 'guarded')
    await waitFor(
      () => shadowOf(hebrew.host).querySelector('[part="root"]')?.getAttribute('dir') === 'rtl',
      'the element in Hebrew',
    )
    equal(getComputedStyle(hebrew.guarded).direction, 'ltr', 'a left-to-right page stays so')
    const page = hebrew.host.parentElement
    try {
      page?.setAttribute('dir', 'rtl')
      const english = guard('roles="Admin" locale="en"')
      await settlesOn(english, 'guarded')
      equal(getComputedStyle(english.guarded).direction, 'rtl', 'a right-to-left page stays so')
    } finally {
      page?.removeAttribute('dir')
    }
  })

  it('shows the missing base-url alert without base-url', async () => {
    const host = fixture('<authorized-content roles="Admin"><p>Hidden</p></authorized-content>')
    await waitFor(() => shadowOf(host).querySelector('[role="alert"]'), 'the alert')
    equal(host.querySelector('p')?.assignedSlot ?? null, null, 'the content stays hidden')
  })
})
