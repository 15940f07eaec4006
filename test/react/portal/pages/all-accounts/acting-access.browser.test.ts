import { defineElements } from '../../../../../src/index'
import { assert, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../../../browser-setup/fixture'
import { afterEach, describe, it } from '../../../../browser-setup/mocha'
import { findButton, shadowOf } from '../../../../browser-setup/shadow'

defineElements()

const start = location.pathname + location.search
afterEach(() => history.replaceState(null, '', start))

const navLinks = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).map(
    (link) => link.textContent?.trim() ?? '',
  )
const text = (host: Element) => shadowOf(host).textContent ?? ''

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
})
