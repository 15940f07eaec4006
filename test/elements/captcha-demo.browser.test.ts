import { defineElements } from '../../src/index'
import { waitFor } from '../browser-setup/assert'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { findButton, findInput, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

const startPath = window.location.pathname + window.location.search

afterEach(() => {
  window.history.replaceState(null, '', startPath)
})

describe('<login-box> captcha (demo)', () => {
  it('with ?demo-captcha, the password step solves the demo ALTCHA challenge and signs in', async function () {
    // The widget's chunk and its proof of work (about 256 PBKDF2 tries) take a few seconds.
    ;(this as { timeout: (ms: number) => void }).timeout(40_000)
    window.history.replaceState(null, '', `${window.location.pathname}?demo-captcha`)
    const host = fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
    typeInto(await findInput(host, 'Email'), 'cara@example.com')
    ;(await findButton(host, 'Continue')).click()
    typeInto(await findInput(host, 'Password'), 'demopass')
    await waitFor(() => shadowOf(host).querySelector('altcha-widget'), 'the ALTCHA widget', 10_000)
    ;(await findButton(host, 'Sign in')).click()
    await waitFor(
      () =>
        Array.from(shadowOf(host).querySelectorAll('button')).find(
          (b) => b.textContent === 'Sign out',
        ),
      'signed in',
      30_000,
    )
  })
})
