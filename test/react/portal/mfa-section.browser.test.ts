import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { createElement } from 'react'
import { defineTag } from '../../../src/elements/define-tag'
import { MfaSection } from '../../../src/react/portal/pages/privacy/mfa-section'
import { DEMO_MESSAGE_EVENT } from '../../../src/wire/index'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, findInput, shadowOf, typeInto } from '../../browser-setup/shadow'
import type { DemoMessage } from '../../../src/wire/index'

/** `<mfa-{appearance}-section-host>`: the section in a real Foyer element, in demo mode. */
const host = (appearance: 'edit' | 'viewOnly') => {
  defineTag(
    {
      tag: 'section-host',
      attributes: {},
      events: ['foyer-error'],
      sessionEvents: false,
      render: () => createElement(MfaSection, { appearance }),
    },
    { prefix: `mfa-${appearance.toLowerCase()}` },
  )
  const tag = `mfa-${appearance.toLowerCase()}-section-host`
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo></${tag}>`)
}

/** The codes demo mode announces (what the authenticator app would show). */
const announced: string[] = []
window.addEventListener(DEMO_MESSAGE_EVENT, (event) => {
  const { code } = (event as CustomEvent<DemoMessage>).detail
  if (code) announced.push(code)
})

const dialog = (element: Element) => shadowOf(element).querySelector('dialog[open]')
const text = (element: Element) => shadowOf(element).textContent ?? ''

afterEach(async () => {
  await setViewport({ width: 800, height: 600 })
  await emulateMedia({ colorScheme: 'light' })
})

describe('the privacy page: two-factor section (demo)', () => {
  it('adds an authenticator app: QR code, a wrong then the right code, the recovery code once, removed with it', async () => {
    rememberDemoSignIn('nora@acme.test')
    const section = host('edit')
    await waitFor(() => text(section).includes('Off: add an authenticator app'), 'the off state')
    await expectAccessible(section)
    ;(await findButton(section, 'Add authenticator app')).click()
    const open = await waitFor(() => dialog(section), 'the dialog')
    // Demo mode shows the key to type (the real server's QR code: test/server/contract/rest-api-mfa).
    const key = await waitFor(() => open.querySelector('code'), 'the key')
    equal(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/.test(key.textContent ?? ''), true, 'a base32 key')
    await expectAccessible(section)
    const field = await findInput(section, 'Authentication code')
    await waitFor(() => shadowOf(section).activeElement === field, 'focus on the code')
    typeInto(field, '12')
    ;(await findButton(section, 'Turn on')).click()
    await waitFor(() => text(section).includes('Enter the 6 digits your app shows'), 'the check')
    const code = announced.at(-1) ?? ''
    typeInto(field, code === '000000' ? '111111' : '000000')
    ;(await findButton(section, 'Turn on')).click()
    await waitFor(() => text(section).includes('That code is incorrect'), 'the refusal')
    typeInto(field, code)
    ;(await findButton(section, 'Turn on')).click()
    await waitFor(() => text(section).includes('Save your recovery code'), 'the recovery code')
    const recovery = dialog(section)?.querySelector('code')?.textContent ?? ''
    equal(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/.test(recovery), true, 'shown once, in its shape')
    ;(await findButton(section, 'Done')).click()
    await waitFor(() => !dialog(section), 'closed')
    await waitFor(() => text(section).includes('Two-factor authentication is on.'), 'the notice')
    const remove = await findButton(section, 'Remove Authenticator app')
    assert(text(section).includes('On: signing in asks for a code'), 'the on state')
    equal(buttons(section, 'Add authenticator app').length, 0, 'no second app offered')
    await expectAccessible(section)

    remove.click()
    const confirm = await waitFor(() => dialog(section), 'the confirmation')
    equal(confirm.getAttribute('role'), 'alertdialog')
    typeInto(await findInput(section, 'Code or recovery code'), '999999')
    ;(await findButton(section, 'Remove app')).click()
    await waitFor(() => text(section).includes('That code is incorrect'), 'the refusal')
    typeInto(await findInput(section, 'Code or recovery code'), recovery)
    ;(await findButton(section, 'Remove app')).click()
    await waitFor(() => text(section).includes('The authenticator app was removed.'), 'removed')
    await findButton(section, 'Add authenticator app')
  })

  it('shows the state without controls when view only', async () => {
    rememberDemoSignIn('omar@acme.test')
    const section = host('viewOnly')
    await waitFor(() => text(section).includes('Off: add an authenticator app'), 'the off state')
    equal(buttons(section, 'Add authenticator app').length, 0, 'no Add button')
    await expectAccessible(section)
  })

  it('fits 375 px, right to left and dark', async () => {
    await setViewport({ width: 375, height: 700 })
    await emulateMedia({ colorScheme: 'dark' })
    rememberDemoSignIn('rina@acme.test')
    const section = host('edit')
    section.setAttribute('dir', 'rtl')
    section.setAttribute('theme', 'auto')
    ;(await findButton(section, 'Add authenticator app')).click()
    await waitFor(() => dialog(section)?.querySelector('code'), 'the key')
    const open = dialog(section)
    assert(open && open.scrollWidth <= open.clientWidth + 1, 'no horizontal scrolling at 375 px')
    await expectAccessible(section)
  })
})
