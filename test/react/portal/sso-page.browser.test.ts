import { sendKeys, setViewport } from '@web/test-runner-commands'
import SsoPage from '../../../src/react/portal/pages/sso/sso-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, findInput, shadowOf, typeInto } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const page = definePageHost('sso', 'sso', SsoPage)

async function signedIn(email = 'ada@acme.test', attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(page, attributes)
  await waitFor(() => cards(host).length === 2, 'the two demo connections')
  return host
}

const cards = (host: Element) => Array.from(shadowOf(host).querySelectorAll('article'))
const okta = (host: Element) => cards(host)[0] as HTMLElement
const text = (node: Element | undefined) => node?.textContent ?? ''
const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
/** The checkbox labelled `name` inside the fieldset whose legend is `legend`. */
const roleBox = (root: Element, legend: string, name: string) => {
  const set = Array.from(root.querySelectorAll('fieldset')).find(
    (candidate) => candidate.querySelector('legend')?.textContent === legend,
  )
  return Array.from(set?.querySelectorAll('label') ?? [])
    .find((label) => label.textContent?.trim() === name)
    ?.querySelector('input')
}

describe('the SSO page', () => {
  it('lists the connections with what the IdP needs, their domains and roles, accessibly', async () => {
    const host = await signedIn()
    includes(text(okta(host)), 'Okta (SAML) · acme.example')
    includes(text(okta(host)), '/identity/resources/auth/v1/user/saml/postlogin')
    includes(text(okta(host)), 'Validated')
    includes(text(okta(host)), 'Not validated')
    includes(text(okta(host)), 'foyer-verification=partners')
    includes(text(okta(host)), 'engineering')
    includes(text(cards(host)[1]), 'Redirect URI')
    await findButton(host, 'Copy ACS URL (reply URL)')
    await expectAccessible(host)
  })

  it('adds a SAML connection from a metadata URL from the keyboard', async () => {
    const host = await signedIn()
    const add = await findButton(host, 'Add SAML connection')
    add.focus()
    await sendKeys({ press: 'Enter' })
    const url = await findInput(host, 'Metadata URL')
    // The Microsoft Entra ID preset: its hint, and the connection's type.
    const preset = await waitFor(() => dialog(host)?.querySelector('select'), 'the presets')
    preset.value = 'azure'
    preset.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => text(dialog(host) ?? undefined).includes('In Entra ID'), 'its hint')
    // Checked here first: not an address.
    typeInto(url, 'idp metadata')
    url.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => text(dialog(host) ?? undefined).includes('starting with https://'),
      'the error',
    )
    typeInto(url, 'https://idp.example.com/metadata')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !dialog(host), 'the dialog closes')
    await waitFor(() => cards(host).length === 3, 'the new connection')
    includes(text(cards(host)[2]), 'https://idp.example.com/sso/saml')
    includes(text(cards(host)[2]), 'Microsoft Entra ID (SAML)')
  })

  it('adds an OIDC connection: the issuer checked, the client id asked for inline', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Add OIDC connection')).click()
    typeInto(await findInput(host, 'Issuer URL'), 'https://login.partner.example')
    ;(await findButton(host, 'Check issuer')).click()
    await waitFor(
      () => text(dialog(host) ?? undefined).includes('https://login.partner.example/authorize'),
      'where people will sign in',
    )
    ;(await findButton(host, 'Create connection')).click()
    const clientId = await findInput(host, 'Client ID')
    await waitFor(() => clientId.getAttribute('aria-invalid') === 'true', 'the client id asked for')
    typeInto(clientId, 'foyer-partner')
    typeInto(await findInput(host, 'Client secret'), 'partner secret')
    ;(await findButton(host, 'Create connection')).click()
    await waitFor(() => cards(host).length === 3, 'the new connection')
    includes(text(cards(host)[2]), 'Redirect URI')
  })

  it('keeps a connection typed by hand on the page until it has a domain', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Add SAML connection')).click()
    const source = await waitFor(
      () => dialog(host)?.querySelectorAll('select')[1],
      'the source choice',
    )
    source.value = 'manual'
    source.dispatchEvent(new Event('change', { bubbles: true }))
    typeInto(
      await findInput(host, 'SSO URL of the identity provider'),
      'https://sso.by-hand.example',
    )
    ;(await findButton(host, 'Create connection')).click()
    await waitFor(
      () => text(dialog(host) ?? undefined).includes('Add the email domain first'),
      'why',
    )
    ;(await findButton(host, 'Cancel')).click()
    equal(cards(host).length, 2, 'nothing sent')
    ;(await findButton(host, 'Add SAML connection')).click()
    const endpoint = await findInput(host, 'SSO URL of the identity provider')
    equal(endpoint.value, 'https://sso.by-hand.example', 'the typed settings are still there')
    typeInto(await findInput(host, 'Email domain'), 'by-hand.example')
    ;(await findButton(host, 'Create connection')).click()
    await waitFor(() => cards(host).length === 3, 'sent once the domain is given')
    includes(text(cards(host)[2]), 'by-hand.example')
  })

  it('validates domains: a published record validates, a missing one says so', async () => {
    const host = await signedIn()
    ;(await findButton(host, `Validate partners.example`)).click()
    await waitFor(() => text(okta(host)).includes('was not found on partners.example'), 'why not')
    typeInto(await findInput(host, 'Domain'), 'new.acme.example')
    ;(await findButton(host, 'Add domain')).click()
    await waitFor(() => text(okta(host)).includes('new.acme.example'), 'the domain')
    ;(await findButton(host, 'Validate new.acme.example')).click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('new.acme.example is validated'),
      'validated',
    )
  })

  it('asks before removing the domain the IdP was set up for, then shows the IdP cleared', async () => {
    const host = await signedIn()
    // Another domain: no change of the connection's domain, no question.
    ;(await findButton(host, 'Remove partners.example')).click()
    await waitFor(() => !text(okta(host)).includes('partners.example'), 'removed at once')
    includes(text(okta(host)), 'https://acme.okta.example/app/foyer/sso/saml')
    ;(await findButton(host, 'Remove acme.example')).click()
    const asked = await waitFor(() => dialog(host), 'the question')
    includes(text(asked), 'set up for acme.example')
    await expectAccessible(host)
    ;(await findButton(host, 'Cancel')).click()
    await waitFor(() => !dialog(host), 'closed')
    includes(text(okta(host)), 'acme.example')
    ;(await findButton(host, 'Remove acme.example')).click()
    ;(await findButton(host, 'Remove and clear the IdP')).click()
    await waitFor(() => text(okta(host)).includes('Identity provider: not set yet'), 'cleared')
    includes(shadowOf(host).textContent, 'the IdP settings made for it were cleared')
  })

  it("edits a connection's IdP by hand in place, from the keyboard, with the error inline", async () => {
    const host = await signedIn()
    const edit = [...okta(host).querySelectorAll('button')].find(
      (button) => button.textContent === 'Edit IdP settings',
    )
    assert(edit, 'the card offers the edit')
    edit.focus()
    await sendKeys({ press: 'Enter' })
    const endpoint = await findInput(host, 'SSO URL of the identity provider')
    equal(endpoint.value, 'https://acme.okta.example/app/foyer/sso/saml', 'the current settings')
    await expectAccessible(host)
    typeInto(endpoint, 'not an address')
    endpoint.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => endpoint.getAttribute('aria-invalid') === 'true', 'the field is marked')
    includes(text(dialog(host) ?? undefined), 'Enter the SSO URL, starting with https://.')
    typeInto(endpoint, 'https://acme.okta.example/new/sso')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !dialog(host), 'the dialog closes')
    await waitFor(() => text(okta(host)).includes('https://acme.okta.example/new/sso'), 'saved')
    equal(cards(host).length, 2, 'the same connection, edited in place')
    includes(text(okta(host)), 'engineering')
  })

  it('names an empty metadata XML or file under its field, and the summary moves the focus there', async () => {
    const host = await signedIn()
    const edit = [...okta(host).querySelectorAll('button')].find(
      (button) => button.textContent === 'Edit IdP settings',
    )
    assert(edit, 'the card offers the edit')
    edit.click()
    await waitFor(() => dialog(host)?.querySelector('select'), 'the edit dialog')
    for (const [source, label, message, control] of [
      ['xml', 'Metadata XML', 'Paste the metadata XML.', 'textarea'],
      ['file', 'Metadata file', 'Choose the metadata file.', 'input[type=file]'],
    ] as const) {
      const select = dialog(host)?.querySelector('select') as HTMLSelectElement
      select.value = source
      select.dispatchEvent(new Event('change', { bubbles: true }))
      const field = await waitFor(
        () => dialog(host)?.querySelector<HTMLElement>(control),
        `the ${source} field`,
      )
      const save = [...(dialog(host)?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent === 'Save settings',
      )
      save?.click()
      await waitFor(
        () => field.getAttribute('aria-invalid') === 'true',
        `the ${source} field is marked`,
      )
      const error = shadowOf(host).getElementById(field.getAttribute('aria-describedby') ?? '')
      equal(error?.textContent, message, 'the error under the field, read with it')
      const link = [...(dialog(host)?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent === `${label}: ${message}`,
      )
      assert(link, 'the summary names the field')
      link.focus()
      link.click()
      const active = shadowOf(host).activeElement
      assert(
        active === field,
        `the summary moved the focus to the field, not to ${active?.outerHTML.slice(0, 80)}`,
      )
    }
    await expectAccessible(host)
  })

  it('sets the IdP again after the domain change, the domain first', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Remove partners.example')).click()
    await waitFor(() => !text(okta(host)).includes('partners.example'), 'removed')
    ;(await findButton(host, 'Remove acme.example')).click()
    includes(text(await waitFor(() => dialog(host), 'the question')), 'Edit IdP settings')
    ;(await findButton(host, 'Remove and clear the IdP')).click()
    await waitFor(() => text(okta(host)).includes('Identity provider: not set yet'), 'cleared')
    ;(await findButton(host, 'Edit IdP settings')).click()
    const source = await waitFor(() => dialog(host)?.querySelector('select'), 'the source')
    equal(source.value, 'url', 'nothing to edit by hand yet: the metadata URL first')
    source.value = 'manual'
    source.dispatchEvent(new Event('change', { bubbles: true }))
    typeInto(await findInput(host, 'SSO URL of the identity provider'), 'https://sso.new.example')
    ;(await findButton(host, 'Save settings')).click()
    await waitFor(
      () => text(dialog(host) ?? undefined).includes('Add the email domain first'),
      'why not yet',
    )
    typeInto(await findInput(host, 'Email domain'), 'new.example')
    ;(await findButton(host, 'Save settings')).click()
    await waitFor(() => !dialog(host), 'saved')
    await waitFor(() => text(okta(host)).includes('https://sso.new.example'), 'the new IdP')
    includes(text(okta(host)), 'new.example')
  })

  it("edits an OIDC connection's issuer and client, keeping the secret", async () => {
    const host = await signedIn()
    const oidc = cards(host)[1] as HTMLElement
    ;[...oidc.querySelectorAll('button')]
      .find((b) => b.textContent === 'Edit IdP settings')
      ?.click()
    includes(text(await waitFor(() => dialog(host), 'the form')), 'keep the current secret')
    equal((await findInput(host, 'Client ID')).value, 'foyer-demo', 'the current client')
    typeInto(await findInput(host, 'Issuer URL'), 'https://login.new-contractors.example')
    ;(await findButton(host, 'Save settings')).click()
    await waitFor(() => text(oidc).includes('https://login.new-contractors.example'), 'saved')
  })

  it('maps a group to a role and tests the connection', async () => {
    const host = await signedIn()
    typeInto(await findInput(host, 'Group name'), 'support-team')
    roleBox(okta(host), 'Roles of the group', 'Support')?.click()
    ;(await findButton(host, 'Map group')).click()
    await waitFor(() => text(okta(host)).includes('support-team'), 'the mapping')
    ;(await findButton(host, 'Start a test')).click()
    await waitFor(() => text(okta(host)).includes('Roles a new user would get'), 'the result')
    includes(text(okta(host)), 'ada@acme.example')
    includes(text(okta(host)), 'The connection is off')
  })

  it('tests an OIDC connection as a SAML one', async () => {
    const host = await signedIn()
    const oidc = cards(host)[1] as HTMLElement
    const start = [...oidc.querySelectorAll('button')].find(
      (button) => button.textContent === 'Start a test',
    )
    assert(start, 'the OIDC card offers the test')
    start.click()
    await waitFor(() => text(oidc).includes('Roles a new user would get'), 'the result')
    includes(text(oidc), 'ada@')
  })

  it('turns a connection on, allows passwords, and deletes a connection after asking', async () => {
    const host = await signedIn()
    const named = (root: ParentNode, tag: 'label' | 'button', name: string) =>
      [...root.querySelectorAll(tag)].find((node) => node.textContent?.trim() === name)
    const passwords = 'Let people of the SSO domains also sign in with a password'
    named(okta(host), 'label', 'Sign people in through this connection')
      ?.querySelector('input')
      ?.click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('Okta (SAML) · acme.example is on.'),
      'on',
    )
    const allow = await waitFor(
      () => named(shadowOf(host), 'label', passwords)?.querySelector('input'),
      'the password setting',
    )
    allow.click()
    await waitFor(() => allow.isConnected && allow.checked, 'passwords allowed')
    ;(named(cards(host)[1] as HTMLElement, 'button', 'Delete connection') as HTMLElement).click()
    const asked = await waitFor(() => dialog(host), 'the question')
    includes(text(asked), 'role mappings will be deleted')
    ;(named(asked, 'button', 'Delete connection') as HTMLElement).click()
    await waitFor(() => cards(host).length === 1, 'deleted')
  })

  it('shows a read-only member the settings without the controls, and says why', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(shadowOf(host).textContent, 'needs the SSO write permission')
    equal(buttons(host, 'Add SAML connection').length, 0, 'no add')
    equal(buttons(host, 'Validate partners.example').length, 0, 'no validate')
    equal(buttons(host, 'Edit IdP settings').length, 0, 'no edit')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      includes(shadowOf(host).textContent, 'כניסה יחידה')
      const panel = shadowOf(host).querySelector<HTMLElement>('[part~="sso"]')
      assert(panel?.closest('[dir="rtl"]'), 'right-to-left')
      assert(panel && panel.scrollWidth <= panel.clientWidth + 1, 'no sideways scrolling')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
