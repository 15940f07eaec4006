import { defineElements } from '../../../../../src/index'
import { assert, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../../../browser-setup/fixture'
import { afterEach, describe, it } from '../../../../browser-setup/mocha'
import {
  buttons,
  columnHeader,
  findButton,
  shadowOf,
  tableRows,
} from '../../../../browser-setup/shadow'

defineElements()

const start = location.pathname + location.search
afterEach(() => history.replaceState(null, '', start))

const navLinks = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).map(
    (link) => link.textContent?.trim() ?? '',
  )
const text = (host: Element) => shadowOf(host).textContent ?? ''
const goTo = (host: Element, page: string) => {
  const link = Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).find(
    (candidate) => candidate.textContent?.trim() === page,
  )
  assert(link instanceof HTMLElement, `the ${page} link`)
  link.click()
}

/** Opens a sub-account of the demo tree from the All accounts page ("Open this account"). */
const open = async (host: Element, parent: string | null, name: string) => {
  if (parent) (await findButton(host, `Show the sub-accounts of ${parent}`)).click()
  ;(await findButton(host, `Manage ${name}`)).click()
  ;(await findButton(host, 'Open this account')).click()
  await waitFor(() => text(host).includes(`You are working in the account ${name}.`), 'the banner')
}

describe('the portal acting in a sub-account', () => {
  it('gates its pages on the member’s permissions there, and on their own again back home', async () => {
    rememberDemoSignIn('ada@acme.test')
    history.replaceState(null, '', `${start}#/allAccounts`)
    const host = fixture(
      `<admin-portal base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></admin-portal>`,
    )
    await waitFor(() => navLinks(host).includes('All accounts'), 'the admin’s navigation')
    // Acme Canada gave the persona the Viewer role: no All accounts page, no audit logs there.
    await open(host, 'Acme Americas', 'Acme Canada')
    await waitFor(() => !navLinks(host).includes('All accounts'), 'the Viewer’s navigation')
    assert(navLinks(host).includes('Users'), 'a Viewer still reads the users')
    await expectAccessible(host)
    ;(await findButton(host, 'Back to your account')).click()
    await waitFor(() => navLinks(host).includes('All accounts'), 'the admin’s navigation again')

    // Acme Americas gave no role: the persona acts there with their own.
    history.replaceState(null, '', `${start}#/allAccounts`)
    await open(host, null, 'Acme Americas')
    assert(navLinks(host).includes('All accounts'), 'their own permissions')
  })

  it('shows inside a page only the controls the member may use there', async function () {
    // Two sign-ins' worth of page loads: room for a loaded machine.
    ;(this as { timeout: (ms: number) => void }).timeout(20_000)
    rememberDemoSignIn('ada@acme.test')
    history.replaceState(null, '', `${start}#/allAccounts`)
    const host = fixture(
      `<admin-portal base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></admin-portal>`,
    )
    await waitFor(() => navLinks(host).includes('All accounts'), 'the admin’s navigation')
    await open(host, 'Acme Americas', 'Acme Canada')
    goTo(host, 'Users')
    await waitFor(() => text(host).includes('Noah Tremblay'), 'the people of Acme Canada')
    await waitFor(() => tableRows(host).length > 0, 'the table')
    // The table's controls come with its late columns' chunk.
    await waitFor(() => columnHeader(host, 'Managed by'), 'the late columns')
    // A Viewer there: no invitation and no row actions, though the admin has them at home.
    assert(buttons(host, 'Invite user').length === 0, 'no Invite user in Acme Canada')
    assert(buttons(host, /^Actions for /).length === 0, 'no row actions in Acme Canada')
    await expectAccessible(host)
    ;(await findButton(host, 'Back to your account')).click()
    await findButton(host, 'Invite user')
  })

  it('keeps a super user’s rights in a sub-account', async function () {
    // Two sign-ins' worth of page loads: room for a loaded machine.
    ;(this as { timeout: (ms: number) => void }).timeout(20_000)
    rememberDemoSignIn('super@acme.test')
    history.replaceState(null, '', `${start}#/allAccounts`)
    const host = fixture(
      `<admin-portal base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></admin-portal>`,
    )
    await waitFor(() => navLinks(host).includes('All accounts'), 'the super user’s navigation')
    await open(host, 'Acme Americas', 'Acme Canada')
    // Given only the Viewer role there, a super user still opens every page and control.
    assert(navLinks(host).includes('All accounts'), 'All accounts in Acme Canada')
    goTo(host, 'Users')
    await findButton(host, 'Invite user')
  })
})
