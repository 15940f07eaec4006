import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { findButton, shadowOf } from '../browser-setup/shadow'
import type { PortalConfiguration } from '../../src/wire/index'

defineElements()

const start = location.pathname + location.search

afterEach(async () => {
  history.replaceState(null, '', start)
  await setViewport({ width: 1280, height: 800 })
  await emulateMedia({ colorScheme: 'light' })
})

/** A demo portal; `as` signs that persona in first, `hash` is where the address starts. */
function portal(options: { as?: string; hash?: string; attributes?: string } = {}) {
  if (options.as) rememberDemoSignIn(options.as)
  if (options.hash !== undefined) history.replaceState(null, '', `${start}#${options.hash}`)
  return fixture(
    `<admin-portal base-url="${uniqueBaseUrl()}" demo url-strategy="hash" ${options.attributes ?? ''}></admin-portal>`,
  )
}

const find = (host: Element, selector: string) =>
  shadowOf(host).querySelector<HTMLElement>(selector)
const heading = (host: Element) => find(host, 'h1')?.textContent?.trim()
const navLinks = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).map(
    (link) => link.textContent?.trim() ?? '',
  )
/** The first page of the navigation (its order is the spec's; which pages exist grows). */
const firstPage = (host: Element) => {
  const anchor = shadowOf(host).querySelector<HTMLAnchorElement>('[part="portal-nav-link"]')
  const key = anchor
    ?.getAttribute('href')
    ?.split('?')[0]
    ?.replace(/^.*[#/]/, '')
  return anchor && key ? { name: anchor.textContent?.trim() ?? '', key } : undefined
}
const link = (host: Element, name: string) =>
  Array.from(shadowOf(host).querySelectorAll('a')).find(
    (anchor) => anchor.textContent?.trim() === name,
  )

describe('<admin-portal>', () => {
  it('asks to sign in, linking the app’s sign-in route, when nobody is signed in', async () => {
    const host = portal()
    const signIn = await waitFor(() => link(host, 'Sign in'), 'the sign-in link')
    equal(signIn.getAttribute('href'), '#/account/login')
    includes(shadowOf(host).textContent, 'Sign in to manage your account.')
    await expectAccessible(host)
  })

  it('replaces an unknown page with the first one, without a history entry', async () => {
    const entries = history.length
    const host = portal({ as: 'ada@acme.test', hash: '/nonsense' })
    const first = await waitFor(() => firstPage(host), 'the navigation')
    await waitFor(() => heading(host) === first.name, 'the first page')
    // The shell (a chunk of its own) replaces the address in an effect after it renders the page.
    await waitFor(() => location.hash === `#/${first.key}`, 'the address of the first page')
    equal(history.length, entries, 'the address was replaced')
    assert(navLinks(host).includes('Users'), 'Users is in the navigation')
    await expectAccessible(host)
  })

  it('shows "no access" for an always page the user lacks the permission of, listed all the same', async () => {
    // The server's Viewer reads the team and its roles, not the account settings; the spec's `always`
    // keeps Account settings in the navigation, where a byPermissions entry leaves it out.
    const host = portal({ as: 'viewer@acme.test', hash: '/account' })
    await waitFor(() => find(host, '[part="portal-no-access"]'), 'the no-access notice')
    equal(heading(host), 'Account settings')
    assert(navLinks(host).includes('Account settings'), 'Account settings is in the navigation')
    ;(host as HTMLElementTagNameMap['admin-portal']).configuration = {
      navigation: { account: { visibility: 'byPermissions' } },
    }
    await waitFor(
      () => !navLinks(host).includes('Account settings'),
      'a byPermissions Account settings leaves the navigation',
    )
    assert(navLinks(host).includes('Users'), 'Users is in the navigation')
    equal(shadowOf(host).querySelector('form'), null, 'no settings form')
    await expectAccessible(host)
  })

  it('shows "not available" for a hidden page, then follows links, back and forward', async () => {
    const host = portal({ as: 'ada@acme.test', hash: '/groups' })
    await waitFor(() => find(host, '[part="portal-unavailable"]'), 'the not-available notice')
    includes(shadowOf(host).textContent, 'Groups is not available in this portal.')
    const first = await waitFor(() => firstPage(host), 'the navigation')
    ;(await waitFor(() => link(host, `Go to ${first.name}`), 'the way on')).click()
    await waitFor(() => heading(host) === first.name, 'the first page')
    equal(location.hash, `#/${first.key}`)
    assert(shadowOf(host).activeElement === find(host, 'h1'), 'focus moved to the page heading')

    history.back()
    await waitFor(() => find(host, '[part="portal-unavailable"]'), 'back on Groups')
    history.forward()
    await waitFor(() => heading(host) === first.name, 'forward on the first page')
  })

  it('follows the host’s configuration property, set after it rendered', async () => {
    const host = portal({ as: 'ada@acme.test', hash: '/users' })
    await waitFor(() => navLinks(host).includes('Users'), 'Users in the navigation')
    const hidden: PortalConfiguration = { navigation: { users: { visibility: 'hidden' } } }
    ;(host as HTMLElementTagNameMap['admin-portal']).configuration = hidden
    await waitFor(() => find(host, '[part="portal-unavailable"]'), 'Users turned off')
    assert(!navLinks(host).includes('Users'), 'Users left the navigation')
    equal(find(host, '[part="portal-no-pages"]'), null, 'a deep link is not "nothing to manage"')
  })

  it("hides the Users page's columns the host's field appearance hides", async () => {
    const host = portal({ as: 'ada@acme.test', hash: '/users' })
    const headers = () =>
      Array.from(shadowOf(host).querySelectorAll('th'), (cell) => cell.textContent?.trim() ?? '')
    await waitFor(() => headers().includes('Groups'), 'the Groups column')
    const fields: PortalConfiguration = {
      pages: { users: { fields: { groups: 'hidden', joinedAt: 'hidden' } } },
    }
    ;(host as HTMLElementTagNameMap['admin-portal']).configuration = fields
    await waitFor(() => !headers().includes('Groups'), 'Groups hidden')
    assert(!headers().includes('Joined') && headers().includes('Managed by'), 'only those hidden')
  })

  it("fits the Users page's eight columns in its panel at 1280 px, the least needed under each name", async () => {
    const host = portal({ as: 'ada@acme.test', hash: '/users' })
    // As wide as the example page's portal at 1280 px (its 64 px margins).
    ;(host as HTMLElement).style.width = '1152px'
    const cells = () => Array.from(shadowOf(host).querySelectorAll('th'))
    const header = (name: string) => cells().find((cell) => cell.textContent?.startsWith(name))
    const shown = (name: string) => {
      const cell = header(name)
      return cell !== undefined && getComputedStyle(cell).display !== 'none'
    }
    await waitFor(() => header('Managed by') && header('Applications'), 'the late columns')
    for (const name of ['Applications', 'Groups', 'Managed by'])
      assert(!shown(name), `${name} folds under the name`)
    for (const name of ['User', 'Roles', 'Joined', 'Last seen'])
      assert(shown(name), `${name} keeps its column`)
    const panel = find(host, '[part="users-table"]')?.getBoundingClientRect()
    const table = find(host, 'table')?.getBoundingClientRect()
    assert(panel && table && table.right <= panel.right, 'the table inside its panel')
    const actions = Array.from(shadowOf(host).querySelectorAll('button')).filter((button) =>
      button.getAttribute('aria-label')?.startsWith('Actions for'),
    )
    assert(actions.length > 0, 'each row has its Actions')
    for (const button of actions)
      assert(button.getBoundingClientRect().right <= (panel?.right ?? 0), 'Actions in view')
    const folded = find(host, 'tbody tr dl')
    includes(folded?.textContent, 'Managed by')
    assert(document.documentElement.scrollWidth <= innerWidth, 'the page does not scroll sideways')
    await expectAccessible(host)
  })

  it('routes in the path under its base path', async () => {
    const host = portal({ as: 'ada@acme.test' })
    host.setAttribute('url-strategy', 'path')
    host.setAttribute('base-path', '/settings/')
    const first = await waitFor(() => firstPage(host), 'the navigation')
    await waitFor(
      () => location.pathname === `/settings/${first.key}`,
      'the path of the first page',
    )
    await waitFor(() => heading(host) === first.name, 'the first page')
  })

  it('skips to the page heading from the keyboard', async () => {
    const host = portal({ as: 'ada@acme.test', hash: '/users' })
    await waitFor(() => heading(host) === 'Users', 'the Users page')
    const skip = await findButton(host, 'Skip to content')
    // Until focused it takes no room and draws nothing over the host page above the element.
    const hiddenBox = skip.getBoundingClientRect()
    const hostBox = host.getBoundingClientRect()
    assert(hiddenBox.width <= 1 && hiddenBox.height <= 1, 'out of sight before focus')
    assert(hiddenBox.top >= hostBox.top, 'not drawn above the element')
    skip.focus()
    assert(skip.getBoundingClientRect().width > 20, 'shown once focused')
    await sendKeys({ press: 'Enter' })
    assert(shadowOf(host).activeElement === find(host, 'h1'), 'focus is on the heading')
  })

  it('puts its navigation in a drawer at 375 px, mirrored in Hebrew, and in dark mode', async () => {
    await setViewport({ width: 375, height: 800 })
    await emulateMedia({ colorScheme: 'dark' })
    const host = portal({
      as: 'ada@acme.test',
      hash: '/users',
      attributes: 'locale="he" theme="auto"',
    })
    const menu = await waitFor(() => find(host, '[part="portal-menu-button"]'), 'the menu button')
    equal(find(host, '[part="portal-nav"]'), null, 'no sidebar when narrow')
    equal(getComputedStyle(menu).direction, 'rtl')
    menu.focus()
    menu.click()
    const drawer = await waitFor(
      () => shadowOf(host).querySelector<HTMLDialogElement>('dialog[open]'),
      'the open drawer',
    )
    const current = drawer.querySelector('[aria-current="page"]')
    assert(shadowOf(host).activeElement === current, 'focus starts on the current page')
    const box = drawer.getBoundingClientRect()
    assert(Math.abs(box.right - window.innerWidth) < 2, 'the drawer opens from the right in RTL')
    assert(document.documentElement.scrollWidth <= 375, 'nothing overflows 375 px')
    await expectAccessible(host)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !drawer.open, 'the drawer closed')
    assert(shadowOf(host).activeElement === menu, 'focus went back to the menu button')
    await expectAccessible(host)
  })
})
