import { setViewport } from '@web/test-runner-commands'
import ProvisioningPage from '../../../../../src/react/portal/pages/provisioning/provisioning-page'
import { assert, equal, includes, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { describe, it } from '../../../../browser-setup/mocha'
import {
  buttons,
  findButton,
  findInput,
  inputByLabel,
  shadowOf,
  typeInto,
} from '../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../page-host'

const page = definePageHost('provisioning', 'provisioning', ProvisioningPage)

/** The demo's connection: Okta, managing two of the demo's members. */
const okta = 'Okta (staff)'

async function signedIn(email = 'ada@acme.test', attributes = '', ready = okta) {
  rememberDemoSignIn(email)
  const host = mountPage(page, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes(ready), 'the connections')
  return host
}

const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
const inDialog = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(dialog(host)?.querySelectorAll('button') ?? []).find(
        (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
      ),
    `${name} in the dialog`,
  )
const card = (host: Element, name: string) =>
  Array.from(shadowOf(host).querySelectorAll('[part="provisioning-connection"]')).find(
    (article) => article.querySelector('h3')?.textContent === name,
  )
const switchOf = (host: Element, name: string) =>
  card(host, name)?.querySelector<HTMLInputElement>('input[role="switch"]')

describe('the Provisioning page', () => {
  it('lists the connections with their members, last sync and SCIM base URL, accessibly', async () => {
    const host = await signedIn()
    const okta = card(host, 'Okta (staff)')
    includes(okta?.textContent, 'Okta')
    includes(okta?.textContent, '2 members')
    includes(okta?.querySelector('time')?.textContent, 'hours ago')
    const url = okta?.querySelector('input[readonly]') as HTMLInputElement
    assert(/^https:\/\/.+\/scim\/v2\/.+/.test(url.value), `a SCIM base URL (${url.value})`)
    equal(switchOf(host, 'Okta (staff)')?.checked, true, 'syncing')
    await findButton(host, 'Copy the SCIM base URL of Okta (staff)')
    await expectAccessible(host)
  })

  it('creates a connection: the token and base URL once, 200 ms after the form closes', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'New connection')).click()
    const source = await waitFor(
      () => dialog(host)?.querySelector('select'),
      'the identity provider',
    )
    source.value = 'azure-ad'
    source.dispatchEvent(new Event('change', { bubbles: true }))
    typeInto(await findInput(host, 'Name (optional)'), ' Entra – contractors ')
    await expectAccessible(host)
    const submitted = performance.now()
    ;(await inDialog(host, 'Create connection')).click()
    const token = await waitFor(() => inputByLabel(host, 'Bearer token'), 'the token')
    assert(performance.now() - submitted >= 200, 'the token waits 200 ms after the form')
    assert(/^scim_[\w-]{43}$/.test(token.value), `a token (${token.value})`)
    includes(dialog(host)?.textContent, 'you will not see it again')
    assert(inputByLabel(host, 'SCIM base URL')?.value.includes('/scim/v2/'), 'the base URL')
    equal(shadowOf(host).activeElement?.getAttribute('aria-label'), 'Copy token')
    await expectAccessible(host)
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    equal(inputByLabel(host, 'Bearer token'), undefined, 'the token is gone')
    const created = await waitFor(() => card(host, 'Entra – contractors'), 'listed')
    includes(created.textContent, 'Microsoft Entra ID')
    includes(created.textContent, 'None')
    includes(created.textContent, 'Never')
  })

  it('replaces a token after a confirmation, showing the new one once', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Replace token for Okta (staff)')).click()
    includes((await waitFor(() => dialog(host), 'confirmation')).textContent, 'stops working')
    ;(await inDialog(host, 'Replace token')).click()
    const token = await waitFor(() => inputByLabel(host, 'Bearer token'), 'the new token')
    assert(token.value.startsWith('scim_'), 'a new token')
    includes(dialog(host)?.textContent, 'Token replaced')
  })

  it('turns syncing off and on at once', async () => {
    const host = await signedIn()
    switchOf(host, 'Okta (staff)')?.click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('Okta (staff) can no longer change members.'),
      'the toast',
    )
    equal(switchOf(host, 'Okta (staff)')?.checked, false)
  })

  it('deletes a connection with its members after saying how many', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Delete connection Okta (staff)')).click()
    const confirm = await waitFor(() => dialog(host), 'the confirmation')
    includes(confirm.textContent, 'It provisioned 2 members.')
    const radios = confirm.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    equal(radios[0]?.checked, true, 'keeping them is the default')
    await expectAccessible(host)
    radios[1]?.click()
    ;(await inDialog(host, 'Delete with 2 members')).click()
    await waitFor(
      () =>
        shadowOf(host).textContent?.includes('Connection Okta (staff) deleted with its 2 members.'),
      'the toast',
    )
    await waitFor(() => shadowOf(host).textContent?.includes('No connections yet.'), 'empty')
  })

  it('maps groups to roles, offering an editor only roles within their permissions', async () => {
    const host = await signedIn('editor@acme.test')
    includes(shadowOf(host).textContent, 'Deleting a connection needs an administrator.')
    equal(buttons(host, 'Delete connection Okta (staff)').length, 0, 'no delete')
    ;(await findButton(host, 'Group → role mappings of Okta (staff)')).click()
    const group = await findInput(host, 'Group name in the directory')
    equal(group.value, 'engineering')
    const labels = () =>
      Array.from(dialog(host)?.querySelectorAll('label') ?? []).map((l) => l.textContent?.trim())
    assert(labels().includes('Editor'), `Editor offered (${labels().join(', ')})`)
    assert(!labels().includes('Admin'), `Admin not offered (${labels().join(', ')})`)
    ;(await inDialog(host, 'Add a group')).click()
    ;(await inDialog(host, 'Save mappings')).click()
    await waitFor(
      () => dialog(host)?.textContent?.includes('Enter the group’s name.'),
      'the inline error',
    )
    const inputs = () =>
      Array.from(
        dialog(host)?.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])') ??
          [],
      )
    const second = inputs()[1]
    assert(second, 'a second group')
    typeInto(second, 'Support team')
    await expectAccessible(host)
    ;(await inDialog(host, 'Save mappings')).click()
    await waitFor(
      () => shadowOf(host).textContent?.includes('Mappings of Okta (staff) saved.'),
      'saved',
    )
  })

  it('is read-only, saying why, without the write permission', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(
      shadowOf(host).textContent,
      'Creating, changing and deleting them needs an administrator',
    )
    equal(buttons(host, 'New connection').length, 0, 'nothing to create')
    equal(buttons(host, 'Replace token for Okta (staff)').length, 0, 'no rotation')
    equal(buttons(host, 'Delete connection Okta (staff)').length, 0, 'no delete')
    equal(switchOf(host, 'Okta (staff)')?.disabled, true, 'the switch is read-only')
    ;(await findButton(host, 'Group → role mappings of Okta (staff)')).click()
    await waitFor(() => dialog(host)?.textContent?.includes('engineering'), 'the mappings read')
    equal(dialog(host)?.querySelectorAll('input').length, 0, 'nothing to edit')
    await expectAccessible(host)
  })

  it('says why when the member may not read the connections', async () => {
    const host = await signedIn('viewer@acme.test', '', 'Provisioning read permission')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      await findButton(host, 'חיבור חדש')
      const panel = shadowOf(host).querySelector('[part="provisioning"]') as HTMLElement
      assert(panel.closest('[dir="rtl"]'), 'right-to-left text')
      assert(
        panel.scrollWidth <= panel.clientWidth + 1,
        `no sideways scroll (${panel.scrollWidth})`,
      )
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
