import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { demoBox, demoCode, heading, resetAfterEach, signIn } from '../browser-setup/demo-mfa'
import { describe, it } from '../browser-setup/mocha'
import { alerts, findButton, findInput, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

resetAfterEach()

describe('<login-box> second factor (demo)', () => {
  it('asks for the app code, refuses a wrong one inline, then signs in (keyboard only)', async () => {
    const host = demoBox()
    await signIn(host, 'mfa.ada@example.com')
    await heading(host, 'Two-factor authentication')
    const field = await findInput(host, 'Authentication code')
    await waitFor(() => shadowOf(host).activeElement === field, 'focus on the code')
    await findInput(host, 'Remember this device for 14 days')
    await expectAccessible(host)
    const code = await demoCode(host)
    await sendKeys({ type: code === '000000' ? '111111' : '000000' })
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => alerts(host).some((text) => text.includes('That code is incorrect')),
      'the error',
    )
    equal(field.getAttribute('aria-invalid'), 'true')
    await waitFor(() => shadowOf(host).activeElement === field, 'focus back on the code')
    await sendKeys({ type: code })
    await sendKeys({ press: 'Enter' })
    await findButton(host, 'Sign out')
  })

  it('emailed code: mailed when the step opens, then signs in', async () => {
    const host = demoBox()
    await signIn(host, 'mfa-email.ada@example.com')
    await heading(host, 'Check your email')
    await waitFor(
      () =>
        shadowOf(host).textContent?.includes(
          'We emailed a 6-digit code to mfa-email.ada@example.com',
        ),
      'the sent note',
    )
    await expectAccessible(host)
    const code = await demoCode(host)
    typeInto(await findInput(host, 'Authentication code'), code === '000000' ? '111111' : '000000')
    ;(await findButton(host, 'Verify')).click()
    await waitFor(
      () => alerts(host).some((text) => text.includes('That code is incorrect')),
      'the error',
    )
    ;(await findButton(host, 'Send a new code')).click()
    const fresh = await demoCode(host, code)
    typeInto(await findInput(host, 'Authentication code'), fresh)
    ;(await findButton(host, 'Verify')).click()
    await findButton(host, 'Sign out')
  })

  it('asks for the 6 digits before sending, and leads to the recovery code and back', async () => {
    const host = demoBox()
    await signIn(host, 'mfa.grace@example.com')
    ;(await findButton(host, 'Verify')).click()
    await waitFor(() => alerts(host).includes('Enter the 6 digits your app shows'), 'the error')
    ;(await findButton(host, /recovery code/)).click()
    await heading(host, 'Use your recovery code')
    includes(shadowOf(host).textContent, 'mfa.grace@example.com')
    typeInto(await findInput(host, 'Recovery code'), 'AAAA-BBBB')
    ;(await findButton(host, 'Remove two-factor authentication')).click()
    await waitFor(() => alerts(host).includes('That recovery code is incorrect.'), 'the refusal')
    await expectAccessible(host)
    ;(await findButton(host, 'Back to the code step')).click()
    await heading(host, 'Two-factor authentication')
  })

  it('forced enrolment: QR code and key, first code, the recovery code once, then signed in', async () => {
    const host = demoBox('Force')
    await signIn(host, 'lin@example.com')
    await heading(host, 'Set up two-factor authentication')
    // This browser has WebAuthn: the demo offers a security key too, so the factor is chosen first.
    await expectAccessible(host)
    ;(await findButton(host, 'An authenticator app')).click()
    // Demo mode shows the key to type (the real server's QR code: test/e2e/mfa.test.ts).
    const key = await waitFor(() => shadowOf(host).querySelector('code'), 'the key')
    equal(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/.test(key.textContent ?? ''), true, 'a base32 key')
    await expectAccessible(host)
    const code = await demoCode(host)
    typeInto(await findInput(host, 'Authentication code'), code)
    ;(await findButton(host, 'Turn on two-factor authentication')).click()
    const title = await heading(host, 'Save your recovery code')
    await waitFor(() => shadowOf(host).activeElement === title, 'focus on the heading')
    const recovery = shadowOf(host).querySelector('code')?.textContent ?? ''
    equal(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/.test(recovery), true, 'the recovery code shown')
    const next = await findButton(host, 'Continue')
    assert(next.disabled, 'Continue waits for "I saved it"')
    ;(await findInput(host, 'I saved my recovery code')).click()
    await expectAccessible(host)
    next.click()
    await findButton(host, 'Sign out')
  })

  it('is usable at 375 px, in dark mode and right to left', async () => {
    await setViewport({ width: 375, height: 700 })
    await emulateMedia({ colorScheme: 'dark' })
    const host = demoBox('Force')
    host.setAttribute('theme', 'auto')
    host.setAttribute('dir', 'rtl')
    await signIn(host, 'kim@example.com')
    ;(await findButton(host, 'An authenticator app')).click()
    await waitFor(() => shadowOf(host).querySelector('code'), 'the key')
    const card = shadowOf(host).querySelector('[part="login-box"]')
    assert(card, 'the card')
    assert(card.scrollWidth <= card.clientWidth, 'no horizontal scrolling at 375 px')
    await expectAccessible(host)
  })
})
