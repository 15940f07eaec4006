import { sendKeys, setViewport } from '@web/test-runner-commands'
import IpRestrictionsTab from '../../../src/react/portal/pages/security/ip/ip-restrictions-tab'
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

const tab = definePageHost('ip', 'security', IpRestrictionsTab)

async function signedIn(email = 'ada@acme.test', attributes = '') {
  rememberDemoSignIn(email)
  const host = mountPage(tab, attributes)
  await waitFor(() => tableRows(host).length === 2, 'the two sample entries')
  return host
}

const text = (host: Element) => shadowOf(host).textContent ?? ''
const activeSwitch = (host: Element) =>
  waitFor(
    () => shadowOf(host).querySelector<HTMLInputElement>('input[role="switch"]:not(:disabled)'),
    'the switch, enabled',
  )

describe('the IP restrictions tab', () => {
  it('lists the entries and shows the address the server sees, accessibly', async () => {
    const host = await signedIn()
    await waitFor(() => text(host).includes('203.0.113.24'), 'my address')
    includes(text(host), '198.51.100.0/24')
    includes(text(host), 'Head office')
    await expectAccessible(host)
  })

  it('searches by address or description once typing pauses', async () => {
    const host = await signedIn()
    typeInto(await findInput(host, 'Search addresses'), 'scanner')
    await waitFor(() => tableRows(host).length === 1, 'one match')
    includes(text(host), '192.0.2.66')
    typeInto(await findInput(host, 'Search addresses'), 'nothing like it')
    await waitFor(() => text(host).includes('No address matches this search.'), 'no match')
  })

  it('checks an address as typed once the field was left, and adds a CIDR range', async () => {
    const host = await signedIn()
    const field = await findInput(host, 'IP address or CIDR range')
    typeInto(field, '10.0.0.300')
    field.dispatchEvent(new FocusEvent('blur'))
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    await waitFor(
      () => alerts(host).includes('This is not an IP address or a CIDR range.'),
      'the inline error',
    )
    equal(field.getAttribute('aria-invalid'), 'true')
    typeInto(field, '10.0.0.0/8')
    typeInto(await findInput(host, 'Description (optional)'), 'Data centre')
    ;(await findButton(host, 'Add')).click()
    await waitFor(() => tableRows(host).length === 3, 'the new row')
    includes(text(host), 'Data centre')
    equal(field.value, '', 'the form is cleared once the server took it')
  })

  it('refuses an allow list without my address with the reason, then "Add my IP" turns it on', async () => {
    const host = await signedIn()
    ;(await activeSwitch(host)).click()
    await waitFor(
      () => alerts(host).some((alert) => alert.includes('would lock you out')),
      'the lockout refusal',
    )
    equal((await activeSwitch(host)).checked, false, 'still off')
    ;(await findButton(host, 'Add my IP')).click()
    await waitFor(() => text(host).includes('My IP'), 'the My IP entry')
    await waitFor(
      () => shadowOf(host).querySelector<HTMLInputElement>('input[role="switch"]')?.checked,
      'the restriction on',
    )
    equal(tableRows(host).length, 3)
  })

  it('deletes an entry with the keyboard after a confirmation', async () => {
    const host = await signedIn()
    const remove = await findButton(host, 'Delete 192.0.2.66')
    remove.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await waitFor(
      () => shadowOf(host).querySelector('dialog[open]'),
      'the confirmation',
    )
    includes(dialog.textContent, '192.0.2.66 leaves the list at once.')
    await expectAccessible(host)
    const confirm = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Delete',
    )
    confirm?.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => tableRows(host).length === 1, 'the row gone')
    assert(!text(host).includes('Old scanner'), 'the entry left')
  })

  it('adds several addresses from a dialog, by keyboard, naming a line that is not one', async () => {
    const host = await signedIn()
    const open = await findButton(host, 'Add several')
    open.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await waitFor(() => shadowOf(host).querySelector('dialog[open]'), 'the dialog')
    const field = await waitFor(
      () => dialog.querySelector<HTMLTextAreaElement>('textarea'),
      'the addresses field',
    )
    await waitFor(() => shadowOf(host).activeElement === field, 'the focus in the field')
    await sendKeys({ type: '192.0.2.1 Lab bench' })
    await sendKeys({ press: 'Enter' })
    await sendKeys({ type: 'not-an-ip' })
    const submit = Array.from(dialog.querySelectorAll('button')).find(
      (button) => button.textContent === 'Add all',
    )
    submit?.click()
    await waitFor(
      () => alerts(host).includes('Line 2 is not an IP address or a CIDR range: not-an-ip'),
      'the bad line named',
    )
    equal(field.getAttribute('aria-invalid'), 'true')
    await expectAccessible(host)
    field.focus()
    await sendKeys({ press: 'Backspace' })
    for (let i = 0; i < 'not-an-i'.length; i++) await sendKeys({ press: 'Backspace' })
    await sendKeys({ type: '2001:db8:aa::/48 VPN' })
    submit?.click()
    await waitFor(() => !shadowOf(host).querySelector('dialog[open]'), 'the dialog closed')
    await waitFor(() => tableRows(host).length === 4, 'two more entries')
    includes(text(host), 'Lab bench')
    includes(text(host), '2001:db8:aa::/48')
  })

  it('shows a read-only member the list, says why, and offers no change', async () => {
    const host = await signedIn('readonly@acme.test')
    await waitFor(() => text(host).includes('needs the permission'), 'the read-only note')
    equal(buttons(host, /^(Add|Add my IP|Add several)$/).length, 0, 'no add controls')
    equal(buttons(host, /^Delete /).length, 0, 'no row actions')
    assert(shadowOf(host).querySelector('input[role="switch"]:disabled'), 'the switch disabled')
    await expectAccessible(host)
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('ada@acme.test', 'locale="he" theme="dark"')
      includes(text(host), 'הגבלות IP')
      const card = shadowOf(host).querySelector('[part~="security-ip"]')
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
