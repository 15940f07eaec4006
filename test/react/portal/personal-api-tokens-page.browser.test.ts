import { setViewport } from '@web/test-runner-commands'
import { API_TOKENS_PATHS } from '../../../src/api/api-tokens'
import { CONFIGURATION_PATHS, ENTITLEMENTS_PATHS } from '../../../src/api/index'
import { getFoyerStore, sessionAtom } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import PersonalApiTokensPage from '../../../src/react/portal/pages/personal-api-tokens/personal-api-tokens-page'
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

const tokens = definePageHost('tokens', 'personalApiTokens', PersonalApiTokensPage)

async function signedIn(attributes = '', empty = 'No tokens yet.') {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(tokens, attributes)
  await waitFor(() => shadowOf(host).textContent?.includes(empty), 'the empty list')
  return host
}

const english = {
  new: 'New token',
  description: 'Description',
  days: 'Expires after (days)',
  create: 'Create token',
  secret: 'Secret',
  clientId: 'Client ID',
}
const hebrew = {
  new: 'אסימון חדש',
  description: 'תיאור',
  days: 'תפוגה לאחר (ימים)',
  create: 'יצירת אסימון',
  secret: 'סוד',
  clientId: 'מזהה לקוח',
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

/** Creates a token through the dialog; resolves with the secret dialog's client id and secret. */
async function createToken(host: Element, description: string, days = '', words = english) {
  ;(await findButton(host, words.new)).click()
  typeInto(await findInput(host, words.description), description)
  typeInto(await findInput(host, words.days), days)
  ;(await inDialog(host, words.create)).click()
  await waitFor(() => inputByLabel(host, words.secret), 'the secret dialog')
  return {
    clientId: inputByLabel(host, words.clientId)?.value ?? '',
    secret: inputByLabel(host, words.secret)?.value ?? '',
  }
}

describe('the personal API tokens page', () => {
  it('asks for the password when the sign-in is over 10 minutes old, then creates the same token', async () => {
    rememberDemoSignIn('ada@acme.test', Date.now() - 11 * 60_000)
    const host = mountPage(tokens)
    await waitFor(() => shadowOf(host).textContent?.includes('No tokens yet.'), 'the empty list')
    ;(await findButton(host, english.new)).click()
    typeInto(await findInput(host, english.description), 'Nightly export')
    ;(await inDialog(host, english.create)).click()
    const password = await findInput(host, 'Password')
    typeInto(password, 'my password')
    password.form?.requestSubmit()
    await waitFor(() => inputByLabel(host, english.secret), 'the secret dialog')
    includes(shadowOf(host).textContent, 'Nightly export')
  })

  it('asks the visitor to sign in when nobody is', async () => {
    const host = mountPage(tokens)
    await waitFor(
      () => shadowOf(host).textContent?.includes('Sign in to manage your personal API tokens.'),
      'the note',
    )
    equal(buttons(host, 'New token').length, 0, 'nothing to create')
  })

  it('starts empty with a way to create the first token', async () => {
    const host = await signedIn()
    await findButton(host, 'New token')
    await expectAccessible(host)
  })

  it('creates a token: the secret shown once, 200 ms after the form closes, then listed', async () => {
    const host = await signedIn()
    const opener = await findButton(host, 'New token')
    opener.focus()
    opener.click()
    typeInto(await findInput(host, 'Description'), '  Nightly export ')
    typeInto(await findInput(host, 'Expires after (days)'), '30')
    await expectAccessible(host)
    const submitted = performance.now()
    ;(await inDialog(host, 'Create token')).click()
    await waitFor(() => !inputByLabel(host, 'Description'), 'the form closes')
    const secret = await waitFor(() => inputByLabel(host, 'Secret'), 'the secret dialog')
    const waited = performance.now() - submitted
    assert(waited >= 200, `the secret waits 200 ms after the form (${waited} ms)`)
    assert(/^[\w-]{43}$/.test(secret.value), `a 43-character secret (${secret.value})`)
    includes(dialog(host)?.textContent, 'it is shown only this once')
    equal(shadowOf(host).activeElement?.getAttribute('aria-label'), 'Copy secret')
    await expectAccessible(host)

    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    equal(inputByLabel(host, 'Secret'), undefined, 'the secret is gone')
    equal(shadowOf(host).activeElement?.textContent, 'New token', 'focus back on New token')
    const row = tableRows(host)[0]
    includes(row?.textContent, 'Nightly export')
    const expires = row?.querySelectorAll('time')[1]?.getAttribute('datetime') ?? ''
    const days = (Date.parse(expires) - Date.now()) / 86_400_000
    assert(days > 29.9 && days <= 30, `expires in 30 days (${days})`)
  })

  it('makes a token without an expiry when the days are left empty', async () => {
    const host = await signedIn()
    await createToken(host, 'Forever')
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => tableRows(host).length === 1, 'listed')
    includes(tableRows(host)[0]?.textContent, 'Never')
  })

  it('checks the form before sending, keeping what was typed', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'New token')).click()
    typeInto(await findInput(host, 'Expires after (days)'), '2000')
    ;(await inDialog(host, 'Create token')).click()
    await waitFor(() => alerts(host).some((text) => text.includes('Enter a description.')), 'error')
    includes(alerts(host).join(' '), 'Enter a whole number of days from 1 to 1,825')
    const focused = shadowOf(host).activeElement
    assert(
      focused === inputByLabel(host, 'Description'),
      `focus on the first (${focused?.outerHTML})`,
    )
    equal(inputByLabel(host, 'Expires after (days)')?.value, '2000', 'nothing typed is lost')
    await expectAccessible(host)
  })

  it('gives focus back to New token when the form is cancelled', async () => {
    const host = await signedIn()
    const opener = await findButton(host, 'New token')
    opener.focus() // as a click or Enter on it would
    opener.click()
    typeInto(await findInput(host, 'Description'), 'Never mind')
    ;(await inDialog(host, 'Cancel')).click()
    await waitFor(() => !dialog(host), 'the dialog closes')
    equal(shadowOf(host).activeElement?.textContent, 'New token')
    includes(shadowOf(host).textContent, 'No tokens yet.')
  })

  it('deletes a token after a confirmation: it leaves the list', async () => {
    const host = await signedIn()
    await createToken(host, 'Old script')
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => !dialog(host), 'the secret dialog closes')
    ;(await findButton(host, 'Delete token Old script')).click()
    includes((await waitFor(() => dialog(host), 'confirmation')).textContent, '“Old script” stops')
    equal(shadowOf(host).activeElement?.textContent, 'Cancel', 'Cancel has the first focus')
    ;(await inDialog(host, 'Delete token')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('No tokens yet.'), 'the empty list')
    await waitFor(
      () => shadowOf(host).textContent?.includes('Token “Old script” deleted.'),
      'the toast',
    )
    // The page moves focus once it has closed the dialog, which may commit after the toast shows.
    await waitFor(
      () => shadowOf(host).activeElement?.textContent === 'Personal API tokens',
      'focus on the heading',
    )
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('locale="he" theme="dark"', 'אין עדיין אסימונים.')
      await createToken(host, 'סקריפט', '7', hebrew)
      ;(await inDialog(host, 'סיום')).click()
      await waitFor(() => tableRows(host).length === 1, 'listed')
      const card = shadowOf(host).querySelector('[part="personal-api-tokens"]') as HTMLElement
      assert(card.closest('[dir="rtl"]'), 'right-to-left text')
      assert(card.scrollWidth <= card.clientWidth + 1, `no sideways scroll (${card.scrollWidth})`)
      equal(buttons(host, 'מחיקה של האסימון סקריפט').length, 1)
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('makes user access tokens when the vendor chose that machine-to-machine strategy', async () => {
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
      return (await (await call(`${baseUrl}/api${path}`, init)).json()) as Record<string, unknown>
    }
    const vendor = await send('POST', ENTITLEMENTS_PATHS.vendorToken, {
      clientId: 'v',
      secret: 's',
    })
    const strategy = { machineToMachineAuthStrategy: 'AccessToken' }
    await send('POST', CONFIGURATION_PATHS.vendorConfiguration, strategy, String(vendor.token))
    rememberDemoSignIn('ada@acme.test')
    const host = fixture(`<${tokens} base-url="${baseUrl}" demo></${tokens}>`)
    await waitFor(() => shadowOf(host).textContent?.includes('No tokens yet.'), 'the empty list')

    const { clientId } = await createToken(host, 'Automation')
    ;(await inDialog(host, 'Done')).click()
    await waitFor(() => tableRows(host).length === 1, 'listed')
    const user = store.get(sessionAtom).user
    const answer = await send('GET', API_TOKENS_PATHS.accessTokens, undefined, user?.accessToken)
    const listed = answer.accessTokens as { id: string; description: string }[]
    equal(
      JSON.stringify(listed.map((token) => [token.id, token.description])),
      JSON.stringify([[clientId, 'Automation']]),
    )
    const personal = await send('GET', API_TOKENS_PATHS.tokens, undefined, user?.accessToken)
    equal(JSON.stringify(personal), '[]', 'no personal API token was made')

    ;(await findButton(host, 'Delete token Automation')).click()
    ;(await inDialog(host, 'Delete token')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('Token “Automation” deleted.'), 'gone')
    const after = await send('GET', API_TOKENS_PATHS.accessTokens, undefined, user?.accessToken)
    equal(JSON.stringify(after.accessTokens), '[]', 'deleted on the server')
  })
})
