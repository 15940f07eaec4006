import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { demoAccounts } from '../../../src/demo/sign-up-store'
import { defineElements } from '../../../src/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { recordEvents } from '../../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  focusIn,
  inBox,
  shadowOf,
  typeInto,
} from '../../browser-setup/shadow'

defineElements()

/** A demo box in hash mode, so its routes live in the fragment of the test page. */
const box = (hash = '') => {
  if (hash) history.replaceState(null, '', hash)
  return fixture(`<login-box base-url="${uniqueBaseUrl()}" demo url-strategy="hash"></login-box>`)
}

const heading = (host: HTMLElement, text: string) =>
  waitFor(() => inBox(host, 'h2').find((h) => h.textContent === text), `heading ${text}`)

async function fillSignUp(host: HTMLElement, email: string) {
  typeInto(await findInput(host, 'Name'), 'Grace Hopper')
  typeInto(await findInput(host, 'Email'), email)
  typeInto(await findInput(host, 'Company name'), 'Cobol Inc.')
  typeInto(await findInput(host, 'Password'), 'a long enough password')
}

describe('sign-up in <login-box>', () => {
  it('opens from the Sign up link, is accessible, and checks the form before sending', async () => {
    const host = box()
    ;(await findButton(host, 'Sign up')).click()
    await heading(host, 'Create your account')
    equal(location.hash, '#/account/sign-up', 'the sign-up route')
    await expectAccessible(host)
    ;(await findButton(host, 'Sign up')).click()
    await waitFor(() => alerts(host).length > 0, 'errors')
    includes(alerts(host).join(' '), 'Please enter a valid email')
    includes(alerts(host).join(' '), 'Please enter your company’s name')
    const email = await findInput(host, 'Email')
    await waitFor(() => focusIn(host) === email, 'focus on the first invalid field')
    ;(await findButton(host, 'Sign in')).click()
    await waitFor(() => location.hash === '#/account/login', 'back to sign-in')
  })

  it('signs up with the keyboard, reports sign-up-completed and activates with the code', async () => {
    const received = recordEvents(['sign-up-completed', 'user-verified', 'signed-in'])
    const host = box('#/account/sign-up')
    ;(await findInput(host, 'Name')).focus()
    await sendKeys({ type: 'Grace Hopper' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ type: 'grace@cobol.test' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ type: 'Cobol Inc.' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ type: 'a long enough password' })
    await sendKeys({ press: 'Enter' })

    await heading(host, 'Enter your activation code')
    assert(location.hash.startsWith('#/account/activate/code?'), 'the code route')
    const completed = received.events.find((e) => e.type === 'sign-up-completed')
    equal((completed?.detail as { email: string }).email, 'grace@cobol.test')
    equal((completed?.detail as { shouldActivate: boolean }).shouldActivate, true)
    const notice = await waitFor(
      () => shadowOf(host).querySelector('[part="demo-message"] strong')?.textContent,
      'the demo notice with the code',
    )
    await expectAccessible(host)
    typeInto(await findInput(host, 'Activation code'), notice)
    ;(await findButton(host, 'Activate')).click()
    await heading(host, 'Your account is active')
    const verified = await waitFor(
      () => received.events.find((e) => e.type === 'user-verified'),
      'the user-verified event',
    )
    equal((verified?.detail as { origin: string }).origin, 'activation-code')
    equal((verified?.detail as { email: string }).email, 'grace@cobol.test')
    ;(await findButton(host, 'Continue now')).click()
    await findButton(host, 'Sign out')
    equal(location.hash, '#/', 'normal post-login navigation: the authenticated URL')
    received.stop()
  })

  it('activates from the mailed link, in the dark and at 375 px, then goes on after 5 s', async () => {
    const first = box('#/account/sign-up')
    await fillSignUp(first, 'ada@engine.test')
    ;(await findButton(first, 'Sign up')).click()
    await heading(first, 'Enter your activation code')
    const account = demoAccounts().find((a) => a.email === 'ada@engine.test')
    assert(account, 'the demo kept the sign-up')
    first.remove()

    const received = recordEvents(['user-verified'])
    await setViewport({ width: 375, height: 740 })
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = box(`#/account/activate?userId=${account.userId}&token=${account.token}`)
      host.setAttribute('theme', 'dark')
      await heading(host, 'Your account is active')
      // The event follows the heading by an effect (after the paint), so wait for it.
      const verified = await waitFor(() => received.events[0], 'the user-verified event')
      equal((verified.detail as { origin: string }).origin, 'activation-link')
      await expectAccessible(host)
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
      // After 5 s the post-login navigation, on to the authenticated URL, where it shows who is in.
      await waitFor(() => buttons(host, 'Sign out')[0], 'Sign out after 5 s', 9000)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
      await setViewport({ width: 1024, height: 768 })
      received.stop()
    }
  })

  it('offers a new link for a link that does not work, with the same answer for anyone', async () => {
    const host = box(`#/account/activate?userId=someone&token=${'A'.repeat(43)}`)
    await heading(host, 'This link no longer works')
    includes(shadowOf(host).textContent, 'not valid or was already used')
    await expectAccessible(host)
    typeInto(await findInput(host, 'Email'), 'nobody@example.test')
    ;(await findButton(host, 'Send a new link')).click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('If an account at nobody@example.test'),
      'the confirmation',
    )
  })

  it('signs up with a phone number alone when email is optional, then signs in with the code', async () => {
    const received = recordEvents(['sign-up-completed'])
    await setViewport({ width: 375, height: 800 })
    try {
      const host = box('?demo-sign-up=phone#/account/sign-up')
      await heading(host, 'Create your account')
      const email = await findInput(host, 'Email (optional)')
      assert(!email.required, 'the email is optional')
      includes(host.textContent, 'Leave it empty to sign up with your phone number only')
      equal(inBox(host, 'input[type="password"]').length, 0, 'no password')
      await expectAccessible(host)
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
      typeInto(await findInput(host, 'Name'), 'Dana Levi')
      typeInto(await findInput(host, 'Company name'), 'Texters Ltd')
      typeInto(await findInput(host, 'Phone number'), '+1 415 555 0133')
      ;(await findButton(host, 'Sign up')).click()
      const code = await waitFor(
        () => shadowOf(host).querySelector('[part="demo-message"] strong')?.textContent,
        'the texted code',
      )
      const completed = received.events.find((e) => e.type === 'sign-up-completed')
      equal((completed?.detail as { email: string | null }).email, null)
      equal((completed?.detail as { phoneNumber: string }).phoneNumber, '+1 415 555 0133')
      typeInto(await findInput(host, 'Sign-in code'), code)
      ;(await findButton(host, /^Sign in$/)).click()
      await findButton(host, 'Sign out')
    } finally {
      await setViewport({ width: 1024, height: 768 })
      history.replaceState(null, '', location.pathname)
      received.stop()
    }
  })
})
