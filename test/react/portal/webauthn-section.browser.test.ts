import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { createElement } from 'react'
import { defineTag } from '../../../src/elements/define-tag'
import WebauthnSection from '../../../src/react/portal/pages/privacy/webauthn-section'
import { assert, equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, describe, it } from '../../browser-setup/mocha'
import { buttons, shadowOf } from '../../browser-setup/shadow'

/** `<webauthn-{appearance}-section-host>`: the section in a real Foyer element, in demo mode. */
const host = (appearance: 'edit' | 'viewOnly') => {
  defineTag(
    {
      tag: 'section-host',
      attributes: {},
      events: ['foyer-error'],
      sessionEvents: false,
      render: () => createElement(WebauthnSection, { appearance }),
    },
    { prefix: `webauthn-${appearance.toLowerCase()}` },
  )
  const tag = `webauthn-${appearance.toLowerCase()}-section-host`
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo></${tag}>`)
}

const text = (element: Element) => shadowOf(element).textContent ?? ''

afterEach(async () => {
  await setViewport({ width: 800, height: 600 })
  await emulateMedia({ colorScheme: 'light' })
})

describe('the privacy page: security keys section (demo)', () => {
  it('offers to add a key where the browser has WebAuthn; accessible at 375 px, dark, right to left', async () => {
    rememberDemoSignIn('kai@acme.test')
    await setViewport({ width: 375, height: 700 })
    await emulateMedia({ colorScheme: 'dark' })
    const section = host('edit')
    section.setAttribute('dir', 'rtl')
    await waitFor(() => text(section).includes('No security key yet.'), 'the empty list')
    equal(buttons(section, 'Add a security key').length, 1, 'the add button')
    await expectAccessible(section)
    const card = shadowOf(section).querySelector('[part="privacy-webauthn"]')
    assert(card, 'the panel')
    equal(card.scrollWidth <= card.clientWidth, true, 'no horizontal scrolling at 375 px')
  })

  it('viewOnly: the list without the add button', async () => {
    rememberDemoSignIn('lou@acme.test')
    const section = host('viewOnly')
    await waitFor(() => text(section).includes('No security key yet.'), 'the empty list')
    equal(buttons(section, 'Add a security key').length, 0, 'no add button')
  })
})
