import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { alerts, findButton, findInput, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

const startPath = window.location.pathname + window.location.search

/** A demo box whose vendor signs in with `strategy` (the demo's `demo-strategy` switch). */
function boxWith(strategy: string) {
  window.history.replaceState(null, '', `${window.location.pathname}?demo-strategy=${strategy}`)
  return fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
}

async function continueWith(host: HTMLElement, email: string) {
  typeInto(await findInput(host, 'Email'), email)
  ;(await findButton(host, 'Continue')).click()
}

/** The code or link of the newest demo notice in the box. */
const demoNotice = async (host: HTMLElement) => {
  const notices = () => Array.from(shadowOf(host).querySelectorAll('[part="demo-message"]'))
  const notice = await waitFor(() => notices()[0], 'a demo notice')
  return {
    code: notice.querySelector('strong')?.textContent ?? '',
    link: notice.querySelector('a')?.getAttribute('href') ?? '',
  }
}

const heading = (host: HTMLElement, text: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === text),
    `the heading "${text}"`,
  )

afterEach(async () => {
  window.history.replaceState(null, '', startPath)
  localStorage.removeItem('foyer-register-quick-login')
  localStorage.removeItem('foyer-quick-login-phone')
  await setViewport({ width: 800, height: 600 })
})

describe('<login-box> passwordless steps (demo)', () => {
  it('emailed code: keyboard only, a wrong code inline, then signed in', async () => {
    const host = boxWith('Code')
    ;(await findInput(host, 'Email')).focus()
    await sendKeys({ type: 'ada@example.com' })
    await sendKeys({ press: 'Enter' })
    const field = await findInput(host, 'Sign-in code')
    await waitFor(() => shadowOf(host).activeElement === field, 'focus on the code')
    await expectAccessible(host)
    const { code } = await demoNotice(host)
    equal(/^\d{6}$/.test(code), true, 'a 6-digit code in the demo notice')

    await sendKeys({ type: code === '000000' ? '111111' : '000000' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => alerts(host).includes('The code is incorrect or has expired'), 'the error')
    equal(field.getAttribute('aria-invalid'), 'true')
    await waitFor(() => shadowOf(host).activeElement === field, 'focus back on the code')
    await sendKeys({ type: code })
    await sendKeys({ press: 'Enter' })
    await findButton(host, 'Sign out')
    includes(shadowOf(host).textContent, 'ada@example.com')
  })

  it('asks for the 6 digits before calling anyone, and offers a limited resend', async () => {
    const host = boxWith('SmsCode')
    await continueWith(host, 'grace@example.com')
    await heading(host, 'Enter your code')
    includes(shadowOf(host).textContent, 'by text message')
    ;(await findButton(host, 'Sign in')).click()
    await waitFor(() => alerts(host).includes('Enter the 6 digits of your code'), 'the error')
    const resend = await findButton(host, /Send a new one/)
    assert(resend.disabled, 'no resend right after a send')
    ;(await findButton(host, 'Change number')).click()
    equal((await findInput(host, 'Email')).value, 'grace@example.com')
  })

  it('magic link: the sent step, then the callback route signs in and shows success', async () => {
    const host = boxWith('MagicLink')
    await continueWith(host, 'linus@example.com')
    await heading(host, 'Check your email')
    includes(shadowOf(host).textContent, 'linus@example.com')
    await expectAccessible(host)
    const { link } = await demoNotice(host)
    const url = new URL(link)
    equal(url.pathname.endsWith('/account/login/magic-link'), true, 'the callback route')

    // The page's leaves stay in it (the Navigation API), so the test sees where the box goes.
    const navigation = (window as unknown as { navigation: EventTarget }).navigation
    const left: string[] = []
    const keep = (event: Event) => {
      const leave = event as Event & {
        destination: { url: string }
        canIntercept: boolean
        intercept: () => void
      }
      left.push(leave.destination.url)
      if (leave.canIntercept) leave.intercept()
    }
    navigation.addEventListener('navigate', keep)
    try {
      window.history.pushState(null, '', `${url.pathname}${url.search}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
      const success = await heading(host, 'You are signed in')
      await waitFor(() => shadowOf(host).activeElement === success, 'focus on the success heading')
      await expectAccessible(host)
      // After 5 s: the post-login navigation, through the sign-in route on to the authenticated URL.
      await waitFor(
        () => left.at(-1) === `${location.origin}/`,
        'on to the authenticated URL',
        9000,
      )
    } finally {
      navigation.removeEventListener('navigate', keep)
    }
  })

  it('an invalid link says so and leads back to sign-in', async () => {
    window.history.replaceState(null, '', `/account/login/magic-link?token=${'A'.repeat(43)}`)
    const host = fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
    await heading(host, 'This link no longer works')
    await expectAccessible(host)
    ;(await findButton(host, 'Back to sign-in')).click()
    await findInput(host, 'Email')
  })

  it('is usable at 375 px and in dark mode', async () => {
    await setViewport({ width: 375, height: 700 })
    const host = boxWith('Code')
    await continueWith(host, 'ada@example.com')
    await findInput(host, 'Sign-in code')
    const card = shadowOf(host).querySelector('[part="login-box"]')
    assert(card, 'the card')
    assert(card.scrollWidth <= card.clientWidth, 'no horizontal scrolling at 375 px')
    host.setAttribute('theme', 'auto')
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const submit = await findButton(host, 'Sign in')
      await waitFor(
        () => getComputedStyle(submit).backgroundColor === 'rgb(165, 180, 252)',
        'the dark primary (after the colour transition)',
      )
      await expectAccessible(host)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
    }
  })

  it('quick SMS login from the number this device remembers, then the registration offer', async () => {
    localStorage.setItem('foyer-quick-login-phone', '+14155550123')
    localStorage.setItem('foyer-register-quick-login', 'sms')
    const host = fixture(`<login-box base-url="${uniqueBaseUrl()}" demo></login-box>`)
    ;(await findButton(host, 'Text a code to •••0123')).click()
    const field = await findInput(host, 'Sign-in code')
    typeInto(field, (await demoNotice(host)).code)
    ;(await findButton(host, 'Sign in')).click()
    const offer = await heading(host, 'Sign in faster next time?')
    await waitFor(() => shadowOf(host).activeElement === offer, 'focus on the offer')
    await expectAccessible(host)
    ;(await findButton(host, 'Not now')).click()
    await findButton(host, 'Sign out')
  })
})
