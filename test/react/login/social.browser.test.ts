import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../../src/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { recordEvents } from '../../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { findButton, inBox, shadowOf } from '../../browser-setup/shadow'

defineElements()

/** A demo box in hash mode (its routes in the fragment of the test page), with extra attributes. */
const box = (address = '', attributes = '') => {
  if (address) history.replaceState(null, '', address)
  return fixture(
    `<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash" ${attributes}></login-box>`,
  )
}

const socialLinks = (host: HTMLElement) =>
  waitFor(() => {
    const links = Array.from(
      shadowOf(host).querySelectorAll<HTMLAnchorElement>('[part~="social-button"]'),
    )
    return links.length > 0 ? links : undefined
  }, 'the social buttons')

const heading = (host: HTMLElement, text: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === text),
    `heading ${text}`,
  )

describe('social sign-in in <login-box>', () => {
  it('offers the enabled providers by their brand names, reachable by keyboard and accessible', async () => {
    const host = box('#/account/login')
    const links = await socialLinks(host)
    equal(
      links.map((link) => link.textContent).join(' | '),
      [
        'Continue with Google',
        'Continue with Microsoft',
        'Continue with Apple',
        'Continue with GitHub',
        'Continue with Facebook',
        'Continue with LinkedIn',
        'Continue with Slack',
        'Continue with Acme ID',
      ].join(' | '),
    )
    assert(
      links.every((link) => link.href.includes('/account/social/success')),
      'demo links',
    )
    equal(shadowOf(host).querySelector('ul')?.getAttribute('aria-label'), 'Other ways to sign in')
    for (const link of links.filter((each) => each.dataset.provider !== 'custom')) {
      // Each brand's mark, drawn beside its name and hidden from assistive tech.
      const logo = link.querySelector('[aria-hidden="true"] svg')?.getBoundingClientRect()
      assert(logo && logo.width >= 16 && logo.width <= 24, `a logo on ${link.textContent}`)
    }
    await expectAccessible(host)
    const email = inBox(host, 'input')[0] as HTMLInputElement | undefined
    email?.focus()
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    equal(
      shadowOf(host).activeElement?.textContent,
      'Continue with Google',
      'Tab reaches the first provider after Continue',
    )
  })

  it('fits 375 px in the dark, and reads right to left in Hebrew', async () => {
    await setViewport({ width: 375, height: 740 })
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = box('#/account/login', 'theme="dark" locale="he"')
      const links = await socialLinks(host)
      await waitFor(() => links[0]?.textContent === 'המשך עם Google', 'the Hebrew label')
      await expectAccessible(host)
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
      await setViewport({ width: 1024, height: 768 })
    }
  })

  it('signs in from the callback route; a new user is announced with sign-up-completed', async () => {
    const received = recordEvents(['sign-up-completed', 'signed-in'])
    const host = box('?demo-social=new#/account/social/success?code=demo-github&state=github.demo')
    await findButton(host, 'Sign out')
    equal(location.hash, '#/', 'on to the authenticated URL')
    const completed = received.events.find((event) => event.type === 'sign-up-completed')
    equal((completed?.detail as { email: string }).email, 'github.user@example.com')
    assert(
      received.events.some((event) => event.type === 'signed-in'),
      'signed in',
    )
    received.stop()
    history.replaceState(null, '', location.pathname + location.hash)
  })

  it('offers them on the sign-up page too; through an invite link the new user is no sign-up for the page', async () => {
    const received = recordEvents(['sign-up-completed', 'signed-in'])
    const signUpPage = box('?demo-social=new#/account/sign-up?invitationToken=demo-invite')
    const links = await socialLinks(signUpPage)
    await expectAccessible(signUpPage)
    // The browser would leave for the provider; the test stays and opens the callback itself.
    links[0]?.addEventListener('click', (event) => event.preventDefault())
    links[0]?.click()
    const callback = '?demo-social=new#/account/social/success?code=demo-google&state=google.demo'
    await findButton(box(callback), 'Sign out')
    assert(
      received.events.some((event) => event.type === 'signed-in'),
      'signed in',
    )
    equal(received.events.filter((event) => event.type === 'sign-up-completed').length, 0)
    // The link was used once: the next new social user is a sign-up for the page again.
    await findButton(box(callback), 'Sign out')
    equal(received.events.filter((event) => event.type === 'sign-up-completed').length, 1)
    received.stop()
    history.replaceState(null, '', location.pathname + location.hash)
  })

  it('says clearly why a sign-in did not happen, and goes back to sign-in', async () => {
    const host = box('#/account/social/success?code=stolen&state=google.demo')
    await heading(host, 'We couldn’t sign you in')
    includes(shadowOf(host).textContent, 'Signing in with Google did not work')
    await expectAccessible(host)
    equal(shadowOf(host).activeElement?.tagName, 'H2', 'focus on the explanation')
    ;(await findButton(host, 'Back to sign-in')).click()
    await waitFor(() => location.hash === '#/account/login', 'back to sign-in')

    const cancelled = box('#/account/social/success?error=access_denied&state=microsoft.x')
    await heading(cancelled, 'We couldn’t sign you in')
    includes(shadowOf(cancelled).textContent, 'Signing in with Microsoft was cancelled.')
  })
})
