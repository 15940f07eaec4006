import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { createElement } from 'react'
import { defineTag } from '../../../src/elements/define-tag'
import SmsSection from '../../../src/react/portal/pages/privacy/sms-section'
import { DEMO_MESSAGE_EVENT } from '../../../src/wire/index'
import { equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, findInput, shadowOf, typeInto } from '../../browser-setup/shadow'
import type { DemoMessage } from '../../../src/wire/index'

/** `<sms-{appearance}-section-host>`: the section in a real Foyer element, in demo mode. */
const host = (appearance: 'edit' | 'viewOnly') => {
  defineTag(
    {
      tag: 'section-host',
      attributes: {},
      events: ['foyer-error'],
      sessionEvents: false,
      render: () => createElement(SmsSection, { appearance }),
    },
    { prefix: `sms-${appearance.toLowerCase()}` },
  )
  const tag = `sms-${appearance.toLowerCase()}-section-host`
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo></${tag}>`)
}

/** The codes demo mode texts. */
const texted: string[] = []
window.addEventListener(DEMO_MESSAGE_EVENT, (event) => {
  const { code, channel } = (event as CustomEvent<DemoMessage>).detail
  if (code && channel === 'sms') texted.push(code)
})

const dialog = (element: Element) => shadowOf(element).querySelector('dialog[open]')
const text = (element: Element) => shadowOf(element).textContent ?? ''

afterEach(async () => {
  await setViewport({ width: 800, height: 600 })
  await emulateMedia({ colorScheme: 'light' })
})

describe('the privacy page: text-message codes section (demo)', () => {
  it('adds a number: a bad number refused, a wrong then the right code, the recovery code once', async () => {
    rememberDemoSignIn('sia@acme.test')
    const section = host('edit')
    await waitFor(() => text(section).includes('No number yet.'), 'the empty list')
    await expectAccessible(section)
    ;(await findButton(section, 'Add a number')).click()
    await waitFor(() => dialog(section), 'the dialog')
    typeInto(await findInput(section, 'Mobile number'), 'call me')
    ;(await findButton(section, 'Text me a code')).click()
    await waitFor(() => text(section).includes('Enter a valid number'), 'the check')
    typeInto(await findInput(section, 'Mobile number'), '+1 415 555 0142')
    ;(await findButton(section, 'Text me a code')).click()
    const field = await findInput(section, 'Code')
    await expectAccessible(section)
    const code = await waitFor(() => texted.at(-1), 'the texted code')
    typeInto(field, code === '000000' ? '111111' : '000000')
    ;(await findButton(section, 'Add number')).click()
    await waitFor(() => text(section).includes('That code is incorrect'), 'the refusal')
    typeInto(field, code)
    ;(await findButton(section, 'Add number')).click()
    await waitFor(() => text(section).includes('Save your recovery code'), 'the recovery code')
    ;(await findButton(section, 'Done')).click()
    await waitFor(() => !dialog(section), 'closed')
    await waitFor(() => text(section).includes('+14155550142 now receives'), 'the notice')
    await findButton(section, 'Remove +14155550142')
    await expectAccessible(section)
  })

  it('lists the numbers without controls when view-only, in dark mode at 375 px', async () => {
    await setViewport({ width: 375, height: 700 })
    await emulateMedia({ colorScheme: 'dark' })
    rememberDemoSignIn('sia@acme.test')
    const section = host('viewOnly')
    await waitFor(() => text(section).includes('Text-message codes'), 'the section')
    await waitFor(() => !text(section).includes('Loading'), 'loaded')
    equal(buttons(section, 'Add a number').length, 0, 'no add button')
    await expectAccessible(section)
  })
})
