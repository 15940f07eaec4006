import { sendKeys, setViewport } from '@web/test-runner-commands'
import { getFoyerStore } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import { defineElements } from '../../../src/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { demoServerSignedOut } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, beforeEach, describe, it } from '../../browser-setup/mocha'
import { recordLeaves } from '../../browser-setup/navigation'
import { alerts, findButton, shadowOf } from '../../browser-setup/shadow'

defineElements()

const startUrl = window.location.href
// After sign-in the box goes to the authenticated URL (`/`): kept in this page.
let leaves: ReturnType<typeof recordLeaves> | undefined
beforeEach(() => {
  leaves = recordLeaves()
})
afterEach(async () => {
  leaves?.stop()
  window.history.replaceState(null, '', startUrl)
  await setViewport({ width: 800, height: 600 })
})

/** Puts the page on the impersonation route, as the vendor's link does. */
const goTo = (href: string) => {
  const url = new URL(href, window.location.href)
  window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

/** Demo elements sharing one store (one base URL), as on one page. */
const demoPage = () => {
  const baseUrl = uniqueBaseUrl()
  const demo = createDemoFetch({ delayMs: 0 })
  const forApi = (location: { baseUrl: string; apiPrefix: string }) => demo.forApi(location)
  const fetch = Object.assign(forApi({ baseUrl: '/', apiPrefix: 'api' }), { forApi })
  getFoyerStore({ baseUrl, apiPrefix: 'api', credentials: 'include', demo: true, fetch })
  return (tag: string, attributes = '') =>
    fixture(`<${tag} base-url="${baseUrl}" demo ${attributes}></${tag}>`)
}

const heading = (host: Element, text: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === text),
    `heading "${text}"`,
  )

const banner = (host: Element) =>
  shadowOf(host).querySelector<HTMLElement>('[part="impersonation-banner"]')

describe('impersonation in <login-box> and <admin-portal>', () => {
  it('runs impersonating then success, hides the token, and shows the banner until it is ended', async () => {
    goTo('/account/impersonate?userId=demo-user-03&reason=Ticket%2042#actorToken=vendor-token')
    const mount = demoPage()
    const box = mount('login-box')
    const title = await heading(box, 'You are acting as Sofia Rossi')
    // The vendor's token left the address bar (and so the history) at once.
    equal(window.location.hash, '')
    await waitFor(() => shadowOf(box).activeElement === title, 'focus on the outcome')
    await expectAccessible(box)
    // Then the normal post-sign-in navigation: on to the authenticated URL, where a box (the next
    // page's) shows the signed-in view with the banner.
    await waitFor(
      () => leaves?.urls.at(-1) === new URL('/', window.location.href).href,
      'on to the authenticated URL',
    )
    box.remove()
    const next = mount('login-box')
    const inBox = await waitFor(() => banner(next), 'the banner in the signed-in view')
    includes(inBox.textContent, 'You are acting as Sofia Rossi')
    includes(inBox.textContent, 'audit log')
    await expectAccessible(next)
    const portal = mount('admin-portal')
    const inPortal = await waitFor(() => banner(portal), 'the banner in the portal')
    includes(inPortal.textContent, 'You are acting as Sofia Rossi')
    await expectAccessible(portal)
    const end = await findButton(portal, 'End impersonation')
    end.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !banner(next) && !banner(portal), 'both banners gone')
    await demoServerSignedOut()
  })

  it('says why it is refused: an administrator, and a link without a user or a reason', async () => {
    goTo('/account/impersonate?userId=demo-user-11&reason=Curious#actorToken=vendor-token')
    const box = demoPage()('login-box')
    await heading(box, 'Impersonation did not start')
    await waitFor(() => alerts(box).length > 0, 'the refusal')
    includes(alerts(box).join(' '), "An account's administrators cannot be impersonated")
    assert(!banner(box), 'no banner')
    goTo('/account/impersonate')
    const bare = demoPage()('login-box')
    await heading(bare, 'Impersonation did not start')
    includes(alerts(bare).join(' '), 'which user to act as and why')
    await expectAccessible(bare)
  })

  it('reads right to left in Hebrew at 375 px, and goes back to sign-in by keyboard', async () => {
    await setViewport({ width: 375, height: 700 })
    goTo('/account/impersonate')
    const box = demoPage()('login-box', 'locale="he" theme="dark"')
    const title = await heading(box, 'ההתחזות לא התחילה')
    equal(getComputedStyle(title).direction, 'rtl')
    await expectAccessible(box)
    const back = await findButton(box, 'חזרה להתחברות')
    assert(back.getBoundingClientRect().right <= 375, 'the button fits 375 px')
    back.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => !window.location.pathname.endsWith('/account/impersonate'),
      'left the route',
    )
  })
})
