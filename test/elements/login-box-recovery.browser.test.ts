import { sendKeys, setViewport } from '@web/test-runner-commands'
import { forgotStateAtom } from '../../src/atoms/recovery'
import { getFoyerStore } from '../../src/atoms/store'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { alerts, findButton, findInput, focusIn, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

const testPage = location.pathname + location.search
afterEach(() => history.replaceState(null, '', testPage))

let lastBaseUrl = ''

/** Opens a route of the box on this page (as a mailed link would) and mounts a demo box there. */
const boxAt = (path: string, attributes = '') => {
  history.replaceState(null, '', path)
  lastBaseUrl = uniqueBaseUrl()
  return fixture(`<login-box base-url="${lastBaseUrl}" demo ${attributes}></login-box>`)
}

/** The store of the last box (shared per base URL, as every element on a page shares it). */
const lastStore = () =>
  getFoyerStore({ baseUrl: lastBaseUrl, apiPrefix: 'api', credentials: 'same-origin', demo: true })

const heading = (host: HTMLElement, name: string) =>
  waitFor(
    () => Array.from(shadowOf(host).querySelectorAll('h2')).find((h) => h.textContent === name),
    `heading ${name}`,
  )

/** The link of the newest demo notice, followed the way the box follows its own routes. */
const followDemoLink = async (host: HTMLElement) => {
  const anchor = await waitFor(
    () => shadowOf(host).querySelector<HTMLAnchorElement>('[part="demo-message"] a'),
    'a demo notice with a link',
  )
  history.pushState(null, '', anchor.href)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

describe('<login-box> password recovery (demo)', () => {
  it('goes from the password step to a mailed reset link with the keyboard alone', async () => {
    const host = boxAt('/')
    ;(await findInput(host, 'Email')).focus()
    await sendKeys({ type: 'ada@example.com' })
    await sendKeys({ press: 'Enter' })
    await findInput(host, 'Password')
    const forgot = await findButton(host, 'Forgot password?')
    forgot.focus()
    await sendKeys({ press: 'Enter' })

    equal(location.pathname, '/account/forget-password')
    // The route's screen loads on demand; its field holds the typed email once it is there.
    const email = await waitFor(() => {
      const field = shadowOf(host).querySelector<HTMLInputElement>('input[name="email"]')
      return field?.value === 'ada@example.com' ? field : undefined
    }, 'the typed email in the field')
    await waitFor(() => focusIn(host) === email, 'focus on the email')
    await expectAccessible(host)
    await sendKeys({ press: 'Enter' })

    const title = await heading(host, 'Check your email')
    await waitFor(() => focusIn(host) === title, 'focus on the new step')
    includes(shadowOf(host).textContent, 'ada@example.com')
    includes(
      shadowOf(host).querySelector('[part="demo-message"]')?.textContent,
      'Reset your password',
    )
    await expectAccessible(host)
  })

  it('sets a new password from the link, once, in dark mode at 375 px', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = boxAt('/account/forget-password', 'theme="dark"')
      typeInto(await findInput(host, 'Email'), 'grace@example.com')
      ;(await findButton(host, 'Continue')).click()
      await heading(host, 'Check your email')
      await followDemoLink(host)

      const password = await findInput(host, 'New password')
      equal(location.pathname, '/account/reset-password')
      await waitFor(() => focusIn(host) === password, 'focus on the password')
      const form = shadowOf(host).querySelector('form')
      assert(form && form.getBoundingClientRect().right <= 375, 'the form fits 375 px')
      await expectAccessible(host)

      await sendKeys({ type: 'short' })
      await sendKeys({ press: 'Enter' })
      await waitFor(() => alerts(host).some((text) => text.includes('8 to 128')), 'the rule')
      equal(password.getAttribute('aria-invalid'), 'true')
      await waitFor(() => focusIn(host) === password, 'focus back on the field')
      equal(password.value, 'short')

      typeInto(password, 'a much longer password')
      ;(await findButton(host, 'Save the password')).click()
      await heading(host, 'Your password is changed')
      await expectAccessible(host)
      ;(await findButton(host, 'Sign in')).click()
      await findInput(host, 'Email')
      equal(location.pathname, '/account/login')
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('says when a link no longer works and offers a new one', async () => {
    const host = boxAt('/account/reset-password?userId=x&token=not-a-token')
    await heading(host, 'This link no longer works')
    await expectAccessible(host)
    ;(await findButton(host, 'Ask for a new link')).click()
    await findInput(host, 'Email')
    equal(location.pathname, '/account/forget-password')
  })
})

describe('<login-box> recovery steps of the SMS channel (demo)', () => {
  it('the selector: both channels as buttons, the email one leads to the mail step', async () => {
    const host = boxAt('/account/forget-password', 'theme="dark"')
    await findInput(host, 'Email')
    lastStore().set(forgotStateAtom, {
      step: 'passwordRecoverySelector',
      email: 'ada@example.com',
      sessionId: '',
    })
    const title = await heading(host, 'How should we reach you?')
    await waitFor(() => focusIn(host) === title, 'focus on the step')
    await findButton(host, 'Text me a code')
    await expectAccessible(host)
    ;(await findButton(host, 'Email me a link')).focus()
    await sendKeys({ press: 'Enter' })
    await heading(host, 'Check your email')
  })

  it('the code step: a wrong code shows under the field, the field keeps what was typed', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = boxAt('/account/forget-password')
      await findInput(host, 'Email')
      lastStore().set(forgotStateAtom, {
        step: 'resetPasswordViaSms',
        email: 'ada@example.com',
        sessionId: '00000000-0000-4000-8000-000000000000',
      })
      const code = await findInput(host, 'Code')
      equal(code.getAttribute('autocomplete'), 'one-time-code')
      await expectAccessible(host)
      code.focus()
      await sendKeys({ type: '12345' })
      await sendKeys({ press: 'Enter' })
      await waitFor(() => alerts(host).some((text) => text.includes('6-digit')), 'the format')
      typeInto(code, '123456')
      ;(await findButton(host, 'Continue')).click()
      await waitFor(() => alerts(host).some((text) => text.includes('not right')), 'wrong code')
      equal(code.value, '123456')
      equal(code.getAttribute('aria-invalid'), 'true')
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})

describe('<login-box> reset phone number (demo)', () => {
  it('mails a code, takes the new number and goes to the login route, in Hebrew', async () => {
    const host = boxAt('/account/reset-phone-number', 'locale="he"')
    const email = await findInput(host, 'אימייל')
    typeInto(email, 'ada@example.com')
    ;(await findButton(host, 'שליחת קוד באימייל')).click()
    const code = await waitFor(
      () => shadowOf(host).querySelector('[part="demo-message"] strong')?.textContent,
      'the demo code',
    )
    const codeInput = await findInput(host, 'קוד')
    await expectAccessible(host)
    typeInto(codeInput, '000000' === code ? '111111' : '000000')
    ;(await findButton(host, 'המשך')).click()
    await waitFor(() => alerts(host).some((text) => text.includes('הקוד שגוי')), 'wrong code')
    typeInto(codeInput, code)
    ;(await findButton(host, 'המשך')).click()
    const phone = await findInput(host, 'מספר טלפון')
    equal(phone.getAttribute('dir'), 'ltr')
    typeInto(phone, '+1 415 555 0123')
    ;(await findButton(host, 'שמירה ושליחת קוד')).click()
    await waitFor(() => location.pathname === '/account/login', 'the login route')
  })
})
