import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { createElement } from 'react'
import { defineTag } from '../../../src/elements/define-tag'
import { PasskeysSection } from '../../../src/react/portal/pages/privacy/passkeys-section'
import { ToastProvider } from '../../../src/react/ui/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { afterEach, describe, it } from '../../browser-setup/mocha'
import { alerts, buttons, findButton, shadowOf, tableRows } from '../../browser-setup/shadow'

/** `<passkeys-section-host>`: the section in a real Foyer element root (demo mode). */
const defineHost = (prefix: string, appearance: 'edit' | 'viewOnly') => {
  defineTag(
    {
      tag: 'section-host',
      attributes: {},
      events: ['foyer-error'],
      sessionEvents: false,
      render: () =>
        createElement(ToastProvider, null, createElement(PasskeysSection, { appearance })),
    },
    { prefix },
  )
  return `${prefix}-section-host`
}
const editable = defineHost('passkeys', 'edit')
const readOnly = defineHost('passkeys-view-only', 'viewOnly')

const mount = (tag: string, attributes = '') => {
  rememberDemoSignIn('ada@acme.test')
  return fixture(`<${tag} base-url="${uniqueBaseUrl()}" demo ${attributes}></${tag}>`)
}

const rowText = (host: Element) =>
  tableRows(host)
    .map((row) => row.textContent ?? '')
    .join(' ')

const encode = (text: string) => new TextEncoder().encode(text).buffer
const realCreate = navigator.credentials.create.bind(navigator.credentials)

/**
 * This browser's authenticator, answering `navigator.credentials.create` as a platform passkey
 * would (or refusing as a person closing the dialog would). The demo checks the challenge only.
 */
function authenticator(answer: 'create' | 'cancel') {
  navigator.credentials.create = (options?: CredentialCreationOptions) => {
    if (answer === 'cancel') {
      return Promise.reject(new DOMException('The operation was cancelled', 'NotAllowedError'))
    }
    const challenge = new Uint8Array(options?.publicKey?.challenge as ArrayBuffer)
    const base64url = btoa(String.fromCharCode(...challenge))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: base64url,
      origin: location.origin,
    })
    return Promise.resolve({
      id: 'AQID',
      rawId: new Uint8Array([1, 2, 3]).buffer,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: encode(clientData),
        attestationObject: new Uint8Array([0]).buffer,
        getTransports: () => ['internal'],
      },
      getClientExtensionResults: () => ({}),
    } as unknown as Credential)
  }
}

afterEach(() => {
  navigator.credentials.create = realCreate
})

describe('the privacy page: passkeys', () => {
  it('says when there are none and offers to add one, accessibly', async () => {
    const host = mount(editable)
    await waitFor(() => shadowOf(host).textContent?.includes('You have no passkeys yet.'), 'empty')
    await findButton(host, 'Add a passkey')
    await expectAccessible(host)
  })

  it('adds a passkey, then deletes it after a confirmation that starts on Cancel', async () => {
    authenticator('create')
    const host = mount(editable)
    ;(await findButton(host, 'Add a passkey')).click()
    await waitFor(() => rowText(host).includes('Passkey on a device'), 'the new passkey listed')
    includes(tableRows(host)[0]?.textContent, 'Not used yet')
    await waitFor(() => shadowOf(host).textContent?.includes('Passkey added'), 'the toast')

    ;(await findButton(host, 'Delete Passkey on a device')).click()
    const dialog = await waitFor(() => shadowOf(host).querySelector('dialog[open]'), 'confirm')
    equal(dialog.getAttribute('role'), 'alertdialog')
    includes(dialog.textContent, 'You will no longer sign in with Passkey on a device')
    equal(shadowOf(host).activeElement?.textContent, 'Cancel', 'Cancel has the first focus')
    await expectAccessible(host)
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === 'Delete passkey',
    )
    confirm?.click()
    await waitFor(() => rowText(host).includes('You have no passkeys yet.'), 'the list empties')
    await waitFor(() => shadowOf(host).textContent?.includes('Passkey deleted'), 'the toast')
  })

  it('explains a cancelled creation and keeps the list usable', async () => {
    authenticator('cancel')
    const host = mount(editable)
    ;(await findButton(host, 'Add a passkey')).click()
    await waitFor(() => alerts(host).length > 0, 'the alert')
    includes(alerts(host).join(' '), 'cancelled or timed out')
    assert(!(await findButton(host, 'Add a passkey')).disabled, 'Add works again')
  })

  it('view-only: the list without Add or Delete', async () => {
    const host = mount(readOnly)
    await waitFor(() => shadowOf(host).textContent?.includes('You have no passkeys yet.'), 'empty')
    equal(buttons(host, 'Add a passkey').length, 0, 'no Add')
  })

  it('reads well at 375 px, right to left, in the dark', async () => {
    authenticator('create')
    await setViewport({ width: 375, height: 740 })
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = mount(editable, 'locale="he" theme="dark"')
      ;(await findButton(host, 'הוספת מפתח גישה')).click()
      await waitFor(() => rowText(host).includes('מפתח גישה במכשיר'), 'the passkey listed')
      await expectAccessible(host)
      assert(host.scrollWidth <= 375, `no horizontal scroll at 375 px (${host.scrollWidth})`)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
      await setViewport({ width: 1024, height: 768 })
    }
  })
})
