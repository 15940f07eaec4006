import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../../src/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { recordEvents } from '../../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, shadowOf } from '../../browser-setup/shadow'

defineElements()

/** The demo's custom provider (src/demo/custom-social.ts). */
const acmeId = '5d6b1c1e-8f3a-4c55-9d2e-0a7c4f1e2b3d'

const box = (address = '', attributes = '') => {
  if (address) history.replaceState(null, '', address)
  return fixture(
    `<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash" ${attributes}></login-box>`,
  )
}

const acmeButton = (host: HTMLElement) =>
  waitFor(
    () => shadowOf(host).querySelector<HTMLAnchorElement>('[data-provider="custom"]') ?? undefined,
    'the custom provider button',
  )

describe('custom social providers in <login-box>', () => {
  it('shows the custom provider beside the built-in ones: its name, its logo with alt text, by keyboard', async () => {
    const host = box('#/account/login')
    const link = await acmeButton(host)
    equal(link.textContent, 'Continue with Acme ID')
    equal(link.dataset.providerId, acmeId)
    assert(link.href.includes(`state=${acmeId}.demo`), 'the demo start goes to the callback')
    const logo = link.querySelector('img')
    equal(logo?.getAttribute('alt'), 'Acme ID logo')
    await waitFor(() => (logo?.naturalWidth ?? 0) > 0, 'the logo loaded')
    const size = logo?.getBoundingClientRect()
    assert(size && size.width >= 16 && size.width <= 24, `a logo of icon size (${size?.width})`)
    await expectAccessible(host)
    link.focus()
    await sendKeys({ press: 'Shift+Tab' })
    equal(shadowOf(host).activeElement?.textContent, 'Continue with Slack', 'in the tab order')
  })

  it('fits 375 px in the dark and reads right to left in Hebrew, on the sign-up page too', async () => {
    await setViewport({ width: 375, height: 740 })
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = box('#/account/sign-up', 'theme="dark" locale="he"')
      const link = await acmeButton(host)
      await waitFor(() => link.textContent === 'המשך עם Acme ID', 'the Hebrew label')
      equal(link.querySelector('img')?.getAttribute('alt'), 'הלוגו של Acme ID')
      await expectAccessible(host)
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
      await setViewport({ width: 1024, height: 768 })
    }
  })

  it('signs in from the callback route with the custom provider; a new user is announced', async () => {
    const received = recordEvents(['sign-up-completed'])
    const host = box(
      `?demo-social=new#/account/social/success?code=demo-${acmeId}&state=${acmeId}.demo`,
    )
    await findButton(host, 'Sign out')
    const completed = received.events.find((event) => event.type === 'sign-up-completed')
    equal((completed?.detail as { email: string }).email, 'acme.user@example.com')
    received.stop()
    history.replaceState(null, '', location.pathname + location.hash)
  })

  it('names the custom provider when its sign-in fails', async () => {
    const host = box(`#/account/social/success?code=stolen&state=${acmeId}.demo`)
    await waitFor(
      () => shadowOf(host).textContent?.includes('Signing in with Acme ID did not work'),
      'the refusal naming Acme ID',
    )
    includes(shadowOf(host).textContent, 'We couldn’t sign you in')
    await expectAccessible(host)
  })
})
