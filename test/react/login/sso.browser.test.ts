import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../../src/index'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, shadowOf } from '../../browser-setup/shadow'

defineElements()

/** A demo box in hash mode (its routes in the fragment of the test page), with extra attributes. */
const box = (address: string, attributes = '') => {
  history.replaceState(null, '', address)
  return fixture(
    `<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash" ${attributes}></login-box>`,
  )
}

const heading = (host: HTMLElement, text: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === text),
    `heading ${text}`,
  )

describe('SSO callback screens in <login-box>', () => {
  it('OIDC: a refused answer says so, with focus, then goes to the authenticated URL', async () => {
    const host = box('#/account/oidc/callback?code=stolen&state=demo')
    await heading(host, 'Single sign-on failed')
    // Read at once: this screen leaves after 1 s, sooner than axe may finish on a busy machine
    // (its axe check is the IP-refused test's below, on the same screen, which stays).
    equal(shadowOf(host).activeElement?.tagName, 'H2', 'focus on the explanation')
    equal(shadowOf(host).querySelector('[role="alert"]') !== null, true, 'announced')
    await waitFor(() => location.hash === '#/', 'on to the authenticated URL after 1 s')
  })

  it('OIDC: an address the account’s IP restrictions refuse is said, and the sentence stays', async () => {
    const host = box('#/account/oidc/callback?code=demo-ip-refused&state=demo')
    await heading(host, 'Single sign-on failed')
    const alert = await waitFor(() => shadowOf(host).querySelector('[role="alert"]'), 'the alert')
    equal(
      alert.textContent,
      'Your network address may not sign in to this account. Contact your administrator',
    )
    equal(shadowOf(host).activeElement?.tagName, 'H2', 'focus on the explanation')
    await expectAccessible(host)
    equal(location.hash, '#/account/oidc/callback?code=demo-ip-refused&state=demo', 'no redirect')
  })

  it('OIDC: the demo IdP’s answer signs in', async () => {
    const host = box('#/account/oidc/callback?code=demo:ada@sso.example&state=demo')
    await findButton(host, 'Sign out')
    await expectAccessible(host)
  })

  it('SAML: the demo IdP’s answer on the SAML callback route signs in, once', async () => {
    const host = box('#/account/saml/callback?code=demo-saml:ada@saml.example')
    await findButton(host, 'Sign out')
    await expectAccessible(host)
  })

  it('SAML: a demo person who owes a second factor is asked for it', async () => {
    const host = box('#/account/saml/callback?code=demo-saml:mfa.ada@saml.example')
    await waitFor(
      () => shadowOf(host).querySelector('input[autocomplete="one-time-code"]'),
      'the code field',
    )
    await expectAccessible(host)
  })

  it('SAML: a code that is not this browser’s fails the same way, at 375 px, dark and RTL', async () => {
    await setViewport({ width: 375, height: 740 })
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = box('#/account/saml/callback?code=not-ours', 'theme="dark" locale="he"')
      const title = await heading(host, 'הכניסה האחידה נכשלה')
      await expectAccessible(host)
      equal(getComputedStyle(title).direction, 'rtl')
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
      await setViewport({ width: 1024, height: 768 })
    }
  })

  it('SAML: without a code the screen fails at once, in English', async () => {
    const host = box('#/account/saml/callback')
    await heading(host, 'Single sign-on failed')
    await expectAccessible(host)
    history.replaceState(null, '', location.pathname)
  })
})
