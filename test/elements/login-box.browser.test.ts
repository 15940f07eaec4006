import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { demoServerSignedOut, rememberDemoSignIn } from '../browser-setup/demo'
import { recordEvents } from '../browser-setup/events'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import {
  alerts,
  findButton,
  findInput,
  focusIn,
  inputByLabel,
  shadowOf,
  typeInto,
} from '../browser-setup/shadow'

defineElements()

const box = (attributes = '') =>
  fixture(`<login-box base-url="${uniqueBaseUrl()}" demo ${attributes}></login-box>`)

async function continueWithEmail(host: HTMLElement, email: string) {
  typeInto(await findInput(host, 'Email'), email)
  ;(await findButton(host, 'Continue')).click()
  return findInput(host, 'Password')
}

describe('<login-box>', () => {
  it('renders its form in an open shadow root with its own styles, adding nothing to <head>', async () => {
    const headBefore = document.head.innerHTML
    const host = box()
    const button = await findButton(host, 'Continue')
    equal(getComputedStyle(button).backgroundColor, 'rgb(79, 70, 229)', 'primary button colour')
    assert(shadowOf(host).querySelector('style'), 'styles live in the shadow root')
    equal(document.head.innerHTML, headBefore, 'document.head')
  })

  it('follows the system colour scheme with theme="auto", and the host can restyle it', async () => {
    const host = box('theme="auto"')
    const button = await findButton(host, 'Continue')
    equal(getComputedStyle(button).backgroundColor, 'rgb(79, 70, 229)', 'light primary')
    await emulateMedia({ colorScheme: 'dark' })
    try {
      await waitFor(
        () => getComputedStyle(button).backgroundColor === 'rgb(165, 180, 252)',
        'the dark primary',
      )
      await expectAccessible(host)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
    }
    host.style.setProperty('--foyer-primary', 'rgb(0, 100, 0)')
    await waitFor(
      () => getComputedStyle(button).backgroundColor === 'rgb(0, 100, 0)',
      'the host colour (after the colour transition)',
    )
  })

  it('signs in with the keyboard alone and tells the page', async () => {
    const received = recordEvents(['signed-in', 'signed-out'])
    const host = box()
    ;(await findInput(host, 'Email')).focus()
    await sendKeys({ type: 'ada@example.com' })
    await sendKeys({ press: 'Enter' })
    const password = await findInput(host, 'Password')
    await waitFor(() => focusIn(host) === password, 'focus on the password')
    await sendKeys({ type: 'correct horse' })
    await sendKeys({ press: 'Enter' })

    await findButton(host, 'Sign out')
    includes(shadowOf(host).textContent, 'ada@example.com')
    const [signedIn] = received.events
    equal(received.events.length, 1, 'one event')
    equal(signedIn?.type, 'signed-in')
    assert(signedIn?.target === host, 'the element is the target')
    assert(signedIn.bubbles && signedIn.composed, 'bubbles and composed')
    equal((signedIn.detail as { user: { email: string } }).user.email, 'ada@example.com')

    ;(await findButton(host, 'Sign out')).click()
    await findInput(host, 'Email')
    await demoServerSignedOut()
    equal(
      received.events.map((event) => event.type),
      ['signed-in', 'signed-out'],
    )
    received.stop()
  })

  it('shows a wrong password inline and lets the visitor try again', async () => {
    const host = box()
    const password = await continueWithEmail(host, 'ada@example.com')
    typeInto(password, 'wrong-password')
    ;(await findButton(host, 'Sign in')).click()

    const [message] = await waitFor(() => alerts(host).length > 0 && alerts(host), 'an alert')
    includes(message, 'Incorrect email or password')
    const describedBy = password.getAttribute('aria-describedby') ?? ''
    includes(document.getElementById(describedBy)?.textContent, 'Incorrect')
    equal(password.getAttribute('aria-invalid'), 'true')
    const signIn = await findButton(host, 'Sign in')
    await waitFor(() => !signIn.disabled, 'the button enabled again')
    assert(focusIn(host) === password, 'focus is back in the password field')
  })

  it('asks for a valid email before calling anyone', async () => {
    const host = box()
    typeInto(await findInput(host, 'Email'), 'not an email')
    ;(await findButton(host, 'Continue')).click()
    await waitFor(() => alerts(host).includes('Please enter a valid email'), 'the inline error')
  })

  it('goes back to the email with Change, keeping what was typed', async () => {
    const host = box()
    await continueWithEmail(host, 'grace@example.com')
    ;(await findButton(host, 'Change email')).click()
    const email = await findInput(host, 'Email')
    equal(email.value, 'grace@example.com')
    assert(focusIn(host) === email, 'focus is on the email')
  })

  it('toggles the password visibility', async () => {
    const host = box()
    const password = await continueWithEmail(host, 'ada@example.com')
    equal(password.type, 'password')
    ;(await findButton(host, 'Show password')).click()
    await waitFor(() => password.type === 'text', 'a visible password')
    equal((await findButton(host, 'Hide password')).getAttribute('aria-pressed'), 'true')
  })

  it('restores a session on load without flashing the form', async () => {
    rememberDemoSignIn('linus@example.com')
    const received = recordEvents(['signed-in'])
    const host = box()
    let formShown = false
    const watch = () => {
      if (inputByLabel(host, 'Email')) formShown = true
    }
    const observer = new MutationObserver(watch)
    observer.observe(shadowOf(host), { subtree: true, childList: true })
    await findButton(host, 'Sign out')
    observer.disconnect()
    assert(!formShown, 'the email form never showed')
    equal(received.events.length, 1, 'signed-in after the restore')
    received.stop()
  })

  it('signs out on the logout route and shows the login route instead', async () => {
    rememberDemoSignIn('linus@example.com')
    history.replaceState(null, '', '#/account/logout')
    const received = recordEvents(['signed-in', 'signed-out'])
    const host = box('url-strategy="hash"')
    await findInput(host, 'Email')
    equal(location.hash, '#/account/login')
    equal(
      received.events.map((event) => event.type),
      ['signed-out'],
    )
    received.stop()
  })

  it('goes to a same-origin authenticated-url after signing in, never to another origin', async () => {
    const host = box('authenticated-url="#welcome"')
    typeInto(await continueWithEmail(host, 'ada@example.com'), 'correct horse')
    ;(await findButton(host, 'Sign in')).click()
    await waitFor(() => location.hash === '#welcome', 'the authenticated url')

    sessionStorage.clear()
    const warnings: unknown[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      const foreign = box('authenticated-url="https://evil.example/steal"')
      typeInto(await continueWithEmail(foreign, 'ada@example.com'), 'correct horse')
      ;(await findButton(foreign, 'Sign in')).click()
      await waitFor(() => warnings.length === 1, 'one console warning')
      ;(await findButton(foreign, 'Sign out')).click()
      await demoServerSignedOut()
      equal(warnings.length, 1, 'one console warning, and the page stayed')
    } finally {
      console.warn = warn
    }
  })

  it('keeps a long email inside the card, at 375 px and on a desktop', async () => {
    const cases = [
      { width: 375, email: `${'a'.repeat(20)}.${'b'.repeat(12)}@example.com` },
      {
        width: 1280,
        email: `${'first'.repeat(6)}.${'last'.repeat(6)}@${'x'.repeat(10)}.example.com`,
      },
    ]
    try {
      for (const { width, email } of cases) {
        await setViewport({ width, height: 800 })
        sessionStorage.clear()
        const host = box()
        const password = await continueWithEmail(host, email)
        const card = shadowOf(host).querySelector('[part="login-box"]') as HTMLElement
        const bounds = card.getBoundingClientRect()
        assert(bounds.right <= width, `the card fits the screen at ${width} px`)
        assert(
          card.scrollWidth <= card.clientWidth + 1,
          `nothing overflows the card at ${width} px`,
        )
        const field = password.getBoundingClientRect()
        assert(field.right <= bounds.right && field.left >= bounds.left, 'password inside the card')
        includes(card.textContent, email)
        host.remove()
      }
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('says in demo mode which credentials work, and they do', async () => {
    const host = box()
    const hint = await waitFor(
      () => shadowOf(host).querySelector('[part="demo-hint"]'),
      'the demo hint',
    )
    includes(hint.textContent, 'dana.levi@acme.test')
    includes(hint.textContent, 'demopass')
    typeInto(await continueWithEmail(host, 'dana.levi@acme.test'), 'demopass')
    ;(await findButton(host, 'Sign in')).click()
    await findButton(host, 'Sign out')
  })

  it('moves focus to the signed-in heading after signing in, not to <body>', async () => {
    const host = box()
    typeInto(await continueWithEmail(host, 'ada@example.com'), 'correct horse')
    ;(await findButton(host, 'Sign in')).click()
    const heading = await waitFor(
      () => shadowOf(host).querySelector('[part="account"] h2'),
      'the signed-in heading',
    )
    await waitFor(() => focusIn(host) === heading, 'focus on the heading')
    assert(document.activeElement === host, 'the element holds focus, not <body>')
  })

  it('says at once when the server cannot be reached, with the FOYER_ALLOWED_ORIGINS hint', async () => {
    const received = recordEvents(['foyer-error'])
    // Nothing listens on port 9 (discard): the fetch fails like a CORS refusal does.
    const host = fixture('<login-box base-url="http://127.0.0.1:9"></login-box>')
    const problem = await waitFor(
      () => shadowOf(host).querySelector('[part="server-problem"]'),
      'the server problem',
      10_000,
    )
    includes(problem.textContent, 'FOYER_ALLOWED_ORIGINS')
    includes(problem.textContent, location.origin)
    equal(inputByLabel(host, 'Email'), undefined, 'no form that would fail after the password')
    await waitFor(() => received.events.length > 0, 'a foyer-error event')
    const detail = received.events[0]?.detail as { message: string }
    includes(detail.message, 'FOYER_ALLOWED_ORIGINS')
    assert(received.events[0]?.target === host, 'from the element')
    await expectAccessible(host)
    await findButton(host, 'Try again')
    received.stop()
  })

  it('passes axe in light and dark, on each step', async () => {
    for (const theme of ['light', 'dark']) {
      sessionStorage.clear()
      const host = box(`theme="${theme}"`)
      await findInput(host, 'Email')
      await expectAccessible(host)
      typeInto(await continueWithEmail(host, 'ada@example.com'), 'wrong-password')
      ;(await findButton(host, 'Sign in')).click()
      await waitFor(() => alerts(host).length > 0, 'the error')
      await expectAccessible(host)
      typeInto(await findInput(host, 'Password'), 'correct horse')
      ;(await findButton(host, 'Sign in')).click()
      await findButton(host, 'Sign out')
      await expectAccessible(host)
      host.remove()
    }
  })
})
