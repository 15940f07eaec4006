import { sendKeys, setViewport } from '@web/test-runner-commands'
import WebhooksPage from '../../../src/react/portal/pages/webhooks/webhooks-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  shadowOf,
  tableRows,
  typeInto,
} from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const page = definePageHost('webhooks', 'webhooks', WebhooksPage)

async function signedIn(email = 'ada@acme.test', attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(page, attributes)
  await waitFor(() => text(host).includes('CRM sync'), 'the sample webhooks')
  return host
}

const text = (host: Element) => shadowOf(host).textContent ?? ''
/** The checkbox whose label starts with `name` (an event's label carries its description too). */
const checkbox = (host: Element, name: string) =>
  waitFor(
    () =>
      Array.from(shadowOf(host).querySelectorAll('label'))
        .find((label) => label.textContent?.startsWith(name))
        ?.querySelector('input'),
    `the checkbox ${name}`,
  )
const openDialog = (host: Element) =>
  waitFor(() => shadowOf(host).querySelector('dialog[open]'), 'an open dialog')

describe('the Connectivity page’s Webhooks tab', () => {
  it('shows the four channel tabs and the webhooks with their state, accessibly', async () => {
    const host = await signedIn()
    const tabs = Array.from(shadowOf(host).querySelectorAll('[role="tab"]')).map((tab) =>
      tab.textContent?.trim(),
    )
    equal(tabs.join(','), 'Webhooks,Email,SMS,Slack')
    includes(text(host), 'The webhook channel is active: 1 webhook is on.')
    includes(text(host), 'Security monitoring')
    includes(text(host), 'Inactive')
    await expectAccessible(host)
  })

  it('adds a webhook with events picked by category, refusing an empty form inline', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Add webhook')).click()
    const dialog = await openDialog(host)
    const save = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Save',
    )
    save?.click()
    await waitFor(() => text(host).includes('Enter a name.'), 'the inline errors')
    includes(text(host), 'Pick at least one event.')
    equal((await findInput(host, 'Name')).getAttribute('aria-invalid'), 'true')
    typeInto(await findInput(host, 'Name'), 'Data lake')
    typeInto(await findInput(host, 'URL'), 'https://lake.example.com/in')
    const all = await checkbox(host, 'All Single sign-on events')
    all.click()
    await expectAccessible(host)
    save?.click()
    await waitFor(() => text(host).includes('Webhook Data lake saved.'), 'the saved toast')
    await waitFor(() => tableRows(host).length === 3, 'the new row')
    includes(text(host), '4 events')
  })

  it('shows a server refusal in the dialog and keeps what was typed', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Add webhook')).click()
    await openDialog(host)
    typeInto(await findInput(host, 'Name'), 'Plain')
    typeInto(await findInput(host, 'URL'), 'http://plain.example.com/in')
    ;(await checkbox(host, 'User invited')).click()
    ;(await findButton(host, 'Save')).click()
    await waitFor(
      () => alerts(host).some((alert) => alert.includes('must use https')),
      'the refusal',
    )
    equal((await findInput(host, 'Name')).value, 'Plain')
  })

  it('tests a webhook and opens its delivery log, then sends a delivery again', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Test CRM sync')).click()
    await waitFor(() => text(host).includes('the endpoint answered 200'), 'the test result')
    ;(await findButton(host, 'Log of CRM sync')).click()
    const dialog = await openDialog(host)
    await waitFor(() => dialog.querySelectorAll('tbody tr').length === 4, 'three attempts, a test')
    const [newest] = Array.from(dialog.querySelectorAll('tbody tr'))
    includes(newest?.textContent, 'Test call') // the test is logged first, marked as a test
    equal(newest?.querySelectorAll('button').length, 0, 'a test is not sent again')
    includes(dialog.textContent, '503')
    includes(dialog.textContent, 'Service Unavailable')
    await expectAccessible(host)
    const again = Array.from(dialog.querySelectorAll('button')).find((button) =>
      button.getAttribute('aria-label')?.startsWith('Send again: user.invited'),
    )
    again?.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => text(host).includes('Delivery queued'), 'the retry toast')
    await waitFor(() => dialog.querySelectorAll('tbody tr').length === 5, 'the new attempt')
  })

  it('shows the secret on request and deletes a webhook after a confirmation', async () => {
    const host = await signedIn()
    ;(await findButton(host, 'Edit CRM sync')).click()
    await openDialog(host)
    const secret = await findInput(host, 'Signing secret')
    equal(secret.type, 'password')
    ;(await findButton(host, 'Show secret')).click()
    await waitFor(() => secret.type === 'text', 'the secret shown')
    assert(secret.value.startsWith('whsec_'), 'a Standard Webhooks secret')
    ;(await findButton(host, 'Cancel')).click()
    ;(await findButton(host, 'Delete Security monitoring')).click()
    const confirm = await openDialog(host)
    includes(confirm.textContent, 'stops receiving events')
    Array.from(confirm.querySelectorAll('button'))
      .find((button) => button.textContent?.trim() === 'Delete')
      ?.click()
    await waitFor(() => tableRows(host).length === 1, 'the webhook gone')
    includes(text(host), 'Webhook Security monitoring deleted.')
  })

  it('shows a read-only member the webhooks, says why, and offers no change', async () => {
    const host = await signedIn('readonly@acme.test')
    await waitFor(() => text(host).includes('lacks the permission to edit webhooks'), 'the note')
    equal(buttons(host, /^(Add webhook|Edit |Delete |Test )/).length, 0, 'no changes')
    assert(buttons(host, /^Log of /).length > 0, 'the log stays readable')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      await waitFor(() => text(host).includes('ערוץ ה-webhooks פעיל'), 'the Hebrew words')
      const card = shadowOf(host).querySelector('[part~="connectivity-webhooks"]')
      assert(card?.closest('[dir="rtl"]'), 'right to left')
      assert(
        (card as HTMLElement).scrollWidth <= (card as HTMLElement).clientWidth + 1,
        'no sideways scrolling',
      )
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
