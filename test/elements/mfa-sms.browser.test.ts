import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, equal, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { demoBox, demoCode, heading, resetAfterEach, signIn } from '../browser-setup/demo-mfa'
import { describe, it } from '../browser-setup/mocha'
import { alerts, findButton, findInput, shadowOf, typeInto } from '../browser-setup/shadow'

defineElements()

resetAfterEach()

describe('<login-box> SMS second factor (demo)', () => {
  it('enrols a number at a forced sign-in: the number, its texted code, the recovery code', async () => {
    const host = demoBox('Force')
    await signIn(host, 'noa@example.com')
    await heading(host, 'Set up two-factor authentication')
    // Chromium has WebAuthn: the enrolment opens on the choice of factor.
    ;(await findButton(host, 'Codes texted to my phone')).click()
    await heading(host, 'Set up text-message codes')
    ;(await findButton(host, 'Text me a code')).click()
    await waitFor(() => alerts(host).includes('Enter your mobile number'), 'the missing number')
    await expectAccessible(host)
    typeInto(await findInput(host, 'Mobile number'), '+44 7700 900123')
    ;(await findButton(host, 'Text me a code')).click()
    await heading(host, 'Check your phone')
    const texted = Array.from(shadowOf(host).querySelectorAll('p')).some(
      (p) =>
        p.textContent === 'We texted a 6-digit code to +447700900123. It expires in 10 minutes.',
    )
    assert(texted, 'the number the code went to')
    await expectAccessible(host)
    const code = await demoCode(host)
    typeInto(await findInput(host, 'Authentication code'), code === '000000' ? '000001' : '000000')
    ;(await findButton(host, 'Turn on two-factor authentication')).click()
    await waitFor(() => alerts(host).some((a) => a.includes('incorrect')), 'the wrong code')
    typeInto(await findInput(host, 'Authentication code'), code)
    ;(await findButton(host, 'Turn on two-factor authentication')).click()
    await heading(host, 'Save your recovery code')
    ;(await findInput(host, 'I saved my recovery code')).click()
    ;(await findButton(host, 'Continue')).click()
    await findButton(host, 'Sign out')
  })

  it('texts a code to the enrolled number of an mfa-sms address and signs in with it', async () => {
    const host = demoBox()
    await signIn(host, 'mfa-sms@example.com')
    await heading(host, 'Check your phone')
    const code = await demoCode(host)
    typeInto(await findInput(host, 'Authentication code'), code)
    ;(await findButton(host, 'Verify')).click()
    await findButton(host, 'Sign out')
  })

  it('is usable at 375 px, in dark mode and right to left', async () => {
    await setViewport({ width: 375, height: 700 })
    await emulateMedia({ colorScheme: 'dark' })
    const host = demoBox('Force')
    host.setAttribute('theme', 'auto')
    host.setAttribute('dir', 'rtl')
    await signIn(host, 'ori@example.com')
    await heading(host, 'Set up two-factor authentication')
    // Chromium has WebAuthn: the enrolment opens on the choice of factor.
    ;(await findButton(host, 'Codes texted to my phone')).click()
    const input = await findInput(host, 'Mobile number')
    equal(input.getAttribute('dir'), 'ltr', 'numbers read left to right')
    const card = shadowOf(host).querySelector('[part="login-box"]')
    assert(card, 'the card')
    assert(card.scrollWidth <= card.clientWidth, 'no horizontal scrolling at 375 px')
    await expectAccessible(host)
  })
})
