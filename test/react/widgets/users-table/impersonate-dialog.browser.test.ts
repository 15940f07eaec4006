import { defineElements } from '../../../../src/index'
import { assert, equal, waitFor } from '../../../browser-setup/assert'
import { expectAccessible } from '../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../../browser-setup/fixture'
import { afterEach, describe, it } from '../../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  shadowOf,
  typeInto,
} from '../../../browser-setup/shadow'

defineElements()

const start = location.pathname + location.search
afterEach(() => {
  history.replaceState(null, '', start)
  sessionStorage.clear()
})

const navLinks = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[part="portal-nav-link"]')).map(
    (link) => link.textContent?.trim() ?? '',
  )
const text = (host: Element) => shadowOf(host).textContent ?? ''

/** The demo portal on its Users page, signed in as `email`. */
const usersPage = (email: string) => {
  rememberDemoSignIn(email)
  history.replaceState(null, '', `${start}#/users`)
  return fixture(
    `<admin-portal base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></admin-portal>`,
  )
}

describe('Impersonate in the member menu', () => {
  it('asks a reason, then the portal acts as the user with their own rights and the banner', async function () {
    // The whole portal, then a sign-in as the user: more steps than most tests on a loaded machine.
    ;(this as { timeout: (ms: number) => void }).timeout(30_000)
    const host = usersPage('ada@acme.test')
    await waitFor(() => navLinks(host).includes('All accounts'), 'the admin’s navigation')
    ;(await findButton(host, 'Actions for Sofia Rossi')).click()
    ;(await findButton(host, 'Impersonate')).click()
    await waitFor(() => text(host).includes('Act as Sofia Rossi?'), 'the confirmation')
    await expectAccessible(host)
    const submit = buttons(host, 'Impersonate').at(-1)
    submit?.click()
    await waitFor(
      () => alerts(host).some((alert) => alert.includes('Enter the reason you act as this user.')),
      'the missing reason said inline',
    )
    const reason = await findInput(host, 'Reason')
    equal(reason.getAttribute('aria-invalid'), 'true')
    typeInto(reason, 'Support ticket 4711')
    buttons(host, 'Impersonate').at(-1)?.click()
    await waitFor(() => text(host).includes('You are acting as Sofia Rossi'), 'the banner')
    // Sofia is a Viewer: her own rights, not the admin's who started it.
    await waitFor(() => !navLinks(host).includes('All accounts'), 'the Viewer’s navigation')
    assert(navLinks(host).includes('Users'), 'a Viewer reads the users')
    await expectAccessible(host)
  })

  it('is absent for a member without the impersonation permission', async () => {
    const host = usersPage('support@acme.test')
    ;(await findButton(host, 'Actions for Sofia Rossi')).click()
    await findButton(host, 'Edit roles')
    equal(buttons(host, 'Impersonate').length, 0)
  })
})
