import { setViewport } from '@web/test-runner-commands'
import { useAtomValue } from 'jotai'
import { createElement, Fragment } from 'react'
import { CONFIGURATION_PATHS, ENTITLEMENTS_PATHS } from '../../../src/api/index'
import { ROLES_PATHS } from '../../../src/api/roles'
import { TENANT_API_TOKENS_PATHS } from '../../../src/api/tenant-api-tokens'
import { apiClientAtom, getFoyerStore, sessionAtom } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import ApiTokensPage from '../../../src/react/portal/pages/api-tokens/api-tokens-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  inputByLabel,
  shadowOf,
  tableRows,
  typeInto,
} from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const page = definePageHost('tenant-tokens', 'apiTokens', ApiTokensPage)

/** The Roles page elsewhere in the portal: it adds an account role of its own. */
function RoleAdded() {
  const client = useAtomValue(apiClientAtom)
  const add = () =>
    void client.post(ROLES_PATHS.rolesV2, {
      key: 'auditors',
      name: 'Auditors',
      description: '',
      isDefault: false,
      permissionIds: [],
      level: 10,
    })
  return createElement('button', { type: 'button', onClick: add }, 'Add a role')
}
const withRoles = definePageHost('tenant-tokens-roles', 'apiTokens', () =>
  createElement(Fragment, null, createElement(ApiTokensPage), createElement(RoleAdded)),
)

/** The demo's sample token, listed for every persona that may read tokens. */
const sample = 'Billing sync'

async function signedIn(email = 'ada@acme.test', attributes = '', ready = sample) {
  rememberDemoSignIn(email)
  const host = mountPage(page, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes(ready), 'the list')
  return host
}

const dialog = (host: Element) => shadowOf(host).querySelector('dialog[open]')
const inDialog = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(dialog(host)?.querySelectorAll('button') ?? []).find(
        (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
      ),
    `${name} in the dialog`,
  )
/** The role checkboxes the dialog offers, by their label. */
const roleBoxes = (host: Element) =>
  new Map(
    Array.from(dialog(host)?.querySelectorAll('label') ?? [])
      .map((label) => [label.textContent?.trim() ?? '', label.querySelector('input')] as const)
      .filter((pair): pair is [string, HTMLInputElement] => pair[1]?.type === 'checkbox'),
  )

describe('the tenant API tokens page', () => {
  it('lists the account’s tokens with their roles, accessibly', async () => {
    const host = await signedIn()
    const row = tableRows(host).find((candidate) => candidate.textContent?.includes(sample))
    includes(row?.textContent, 'Viewer')
    includes(row?.textContent, 'Never')
    await findButton(host, 'New token')
    await expectAccessible(host)
  })

  it('creates a token with roles: the secret once, 200 ms after the form closes, then listed', async () => {
    const host = await signedIn()
    const opener = await findButton(host, 'New token')
    opener.focus()
    opener.click()
    typeInto(await findInput(host, 'Description'), ' Warehouse sync ')
    await waitFor(() => roleBoxes(host).size > 0, 'the roles')
    roleBoxes(host).get('Editor')?.click()
    typeInto(await findInput(host, 'Expires after (days)'), '30')
    await expectAccessible(host)
    const submitted = performance.now()
    ;(await inDialog(host, 'Create token')).click()
    await waitFor(() => !inputByLabel(host, 'Description'), 'the form closes')
    const secret = await waitFor(() => inputByLabel(host, 'Secret'), 'the secret dialog')
    const waited = performance.now() - submitted
    assert(waited >= 200, `the secret waits 200 ms after the form (${waited} ms)`)
    assert(/^[\w-]{43}$/.test(secret.value), `a 43-character secret (${secret.value})`)
    // Focus moves to the copy button as the dialog opens (a frame later on a loaded machine).
    await waitFor(
      () => shadowOf(host).activeElement?.getAttribute('aria-label') === 'Copy secret',
      'focus on Copy secret',
    )
    await expectAccessible(host)
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    equal(inputByLabel(host, 'Secret'), undefined, 'the secret is gone')
    equal(shadowOf(host).activeElement?.textContent, 'New token', 'focus back on New token')
    const row = tableRows(host)[0]
    includes(row?.textContent, 'Warehouse sync')
    includes(row?.textContent, 'Editor')
    const expires = row?.querySelectorAll('time')[1]?.getAttribute('datetime') ?? ''
    const days = (Date.parse(expires) - Date.now()) / 86_400_000
    assert(days > 29.9 && days <= 30, `expires in 30 days (${days})`)
  })

  it('offers the account’s own roles, those added since the form last opened too', async () => {
    rememberDemoSignIn('ada@acme.test')
    const host = mountPage(withRoles)
    await waitFor(() => shadowOf(host).textContent?.includes(sample), 'the list')
    ;(await findButton(host, 'New token')).click()
    await waitFor(() => roleBoxes(host).size > 0, 'the roles')
    equal(roleBoxes(host).has('Auditors'), false, 'no such role yet')
    ;(await inDialog(host, 'Cancel')).click()
    await waitFor(() => !dialog(host), 'the form closes')
    ;(await findButton(host, 'Add a role')).click()
    ;(await findButton(host, 'New token')).click()
    await waitFor(() => roleBoxes(host).has('Auditors'), 'the account’s new role offered')
    await expectAccessible(host)
  })

  it('checks the form before sending, keeping what was typed', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'New token')).click()
    typeInto(await findInput(host, 'Expires after (days)'), '0')
    ;(await inDialog(host, 'Create token')).click()
    await waitFor(() => alerts(host).some((text) => text.includes('Enter a description.')), 'error')
    includes(alerts(host).join(' '), 'Enter a whole number of days from 1 to 1,825')
    equal(inputByLabel(host, 'Expires after (days)')?.value, '0', 'nothing typed is lost')
    await expectAccessible(host)
  })

  it('offers an editor only the roles within their own permissions', async () => {
    const host = await signedIn('editor@acme.test')
    ;(await findButton(host, 'New token')).click()
    await waitFor(() => roleBoxes(host).size > 0, 'the roles')
    const offered = [...roleBoxes(host).keys()]
    assert(offered.includes('Editor'), `Editor offered (${offered.join(', ')})`)
    assert(!offered.includes('Admin'), `Admin not offered (${offered.join(', ')})`)
    includes(dialog(host)?.textContent, 'Only roles within your own permissions are offered.')
    // Editors may not delete tokens: no delete button on any row.
    equal(buttons(host, `Delete token ${sample}`).length, 0)
  })

  it('is read-only, saying why, without the write permission', async () => {
    const host = await signedIn('readonly@acme.test')
    includes(shadowOf(host).textContent, 'Creating and deleting them needs an administrator')
    equal(buttons(host, 'New token').length, 0, 'nothing to create')
    equal(buttons(host, `Delete token ${sample}`).length, 0, 'nothing to delete')
    await expectAccessible(host)
  })

  it('deletes a token after a confirmation: it leaves the list', async () => {
    const host = await signedIn()
    ;(await findButton(host, `Delete token ${sample}`)).click()
    includes((await waitFor(() => dialog(host), 'confirmation')).textContent, `“${sample}” stops`)
    ;(await inDialog(host, 'Delete token')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('No tokens yet.'), 'the empty list')
    await waitFor(
      () => shadowOf(host).textContent?.includes(`Token “${sample}” deleted.`),
      'the toast',
    )
    await waitFor(
      () => shadowOf(host).activeElement?.textContent === 'API tokens',
      'focus on the heading',
    )
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      await findButton(host, 'אסימון חדש')
      const card = shadowOf(host).querySelector('[part="tenant-api-tokens"]') as HTMLElement
      assert(card.closest('[dir="rtl"]'), 'right-to-left text')
      assert(card.scrollWidth <= card.clientWidth + 1, `no sideways scroll (${card.scrollWidth})`)
      equal(buttons(host, `מחיקה של האסימון ${sample}`).length, 1)
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('makes access tokens when the vendor chose that machine-to-machine strategy', async () => {
    const baseUrl = uniqueBaseUrl()
    const demo = createDemoFetch({ delayMs: 0 })
    const store = getFoyerStore({
      baseUrl,
      apiPrefix: 'api',
      credentials: 'same-origin',
      demo: true,
      fetch: demo,
    })
    const call = demo.forApi({ baseUrl, apiPrefix: 'api' })
    const send = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const init = { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) }
      return (await (await call(`${baseUrl}/api${path}`, init)).json()) as unknown
    }
    const vendor = (await send('POST', ENTITLEMENTS_PATHS.vendorToken, {
      clientId: 'v',
      secret: 's',
    })) as { token: string }
    const strategy = { machineToMachineAuthStrategy: 'AccessToken' }
    await send('POST', CONFIGURATION_PATHS.vendorConfiguration, strategy, vendor.token)
    rememberDemoSignIn('ada@acme.test')
    const host = fixture(`<${page} base-url="${baseUrl}" demo></${page}>`)
    await waitFor(() => shadowOf(host).textContent?.includes('No tokens yet.'), 'the empty list')
    includes(shadowOf(host).textContent, 'Token ID')
    ;(await findButton(host, 'New token')).click()
    typeInto(await findInput(host, 'Description'), 'Nightly export')
    ;(await inDialog(host, 'Create token')).click()
    const clientId = (await waitFor(() => inputByLabel(host, 'Client ID'), 'the secret')).value
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => tableRows(host).length === 1, 'listed')
    const token = store.get(sessionAtom).user?.accessToken
    const answer = (await send('GET', TENANT_API_TOKENS_PATHS.accessTokens, undefined, token)) as {
      accessTokens: { id: string }[]
    }
    equal(JSON.stringify(answer.accessTokens.map((item) => item.id)), JSON.stringify([clientId]))
    const apiTokens = (await send('GET', TENANT_API_TOKENS_PATHS.tokens, undefined, token)) as {
      description: string
    }[]
    equal(JSON.stringify(apiTokens.map((item) => item.description)), JSON.stringify([sample]))
  })
})
