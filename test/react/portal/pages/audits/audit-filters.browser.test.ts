import { sendKeys, setViewport } from '@web/test-runner-commands'
import AuditsPage from '../../../../../src/react/portal/pages/audits/audits-page'
import { assert, equal, includes, waitFor } from '../../../../browser-setup/assert'
import { expectAccessible } from '../../../../browser-setup/axe'
import { rememberDemoSignIn } from '../../../../browser-setup/demo'
import { describe, it } from '../../../../browser-setup/mocha'
import {
  alerts,
  buttons,
  findButton,
  findInput,
  shadowOf,
  tableRows,
  typeInto,
} from '../../../../browser-setup/shadow'
import { definePageHost, mountPage } from '../../page-host'

const auditsTag = definePageHost('audit-filters', 'audits', AuditsPage)

/** The demo's 20 rows on screen (5 samples, an hour apart). */
async function signedIn(attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(auditsTag, attributes)
  await waitFor(() => tableRows(host).length >= 20, 'the first 20 rows')
  return host
}

const actionSelect = (host: Element) =>
  waitFor(
    () => shadowOf(host).querySelector<HTMLSelectElement>('select[name="action"]') ?? undefined,
    'the action filter',
  )

const dayAfterTomorrow = () => {
  const date = new Date()
  date.setDate(date.getDate() + 2)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** What the page announces about the table (its one `role="status"`). */
const announced = (host: Element) =>
  Array.from(shadowOf(host).querySelectorAll('[role="status"]'))
    .map((node) => node.textContent)
    .join('|')

describe('the audits filters', () => {
  it('applies an action of the catalogue as chosen and a user as typed, announcing the count; clears every filter', async () => {
    const host = await signedIn()
    const select = await actionSelect(host)
    await waitFor(
      () => Array.from(select.options).some((option) => option.text === 'User invited'),
      'the catalogue’s display names',
    )
    select.value = 'user.invited'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => tableRows(host).length === 4, 'the 4 invitations, with no Apply')
    await waitFor(() => announced(host).includes('1–4 of 4'), 'the count announced')
    equal(buttons(host, /^Apply/).length, 0, 'every filter applies the same way: by itself')
    assert(
      tableRows(host).every((row) => row.textContent?.includes('User invited')),
      'only invitations',
    )
    typeInto(await findInput(host, 'User email'), 'Demo@Foyer.dev')
    await waitFor(() => shadowOf(host).textContent?.includes('No audit rows match.'), 'none')
    includes(announced(host), 'No audit rows match.')
    ;(await findButton(host, 'Clear filters')).click()
    await waitFor(() => tableRows(host).length === 20, 'every row again')
    equal((await actionSelect(host)).value, '')
    equal((await findInput(host, 'User email')).value, '')
    await expectAccessible(host)
  })

  it('says a bad IP and a range ending before it starts under their fields, applying nothing', async () => {
    const host = await signedIn()
    const ip = await findInput(host, 'IP address')
    typeInto(ip, '203.0.113')
    typeInto(await findInput(host, 'From'), dayAfterTomorrow())
    typeInto(await findInput(host, 'To'), '2020-01-01')
    await waitFor(() => alerts(host).length === 2, 'two inline errors once typing pauses')
    includes(alerts(host).join('|'), 'Enter one IPv4 or IPv6 address')
    includes(alerts(host).join('|'), 'The end date is before the start date.')
    equal(ip.getAttribute('aria-invalid'), 'true')
    equal(tableRows(host).length, 20, 'nothing applied')
    await expectAccessible(host)
    typeInto(ip, '203.0.113.13')
    typeInto(await findInput(host, 'To'), '')
    await waitFor(() => alerts(host).length === 0, 'the errors gone')
    await waitFor(() => shadowOf(host).textContent?.includes('No audit rows match.'), 'none after')
    typeInto(await findInput(host, 'From'), '')
    await waitFor(() => tableRows(host).length === 4, 'the 4 rows from that address')
    assert(
      tableRows(host).every((row) => row.textContent?.includes('203.0.113.13')),
      'only that address',
    )
  })

  it('keeps what is typed in the filters when the severity changes meanwhile', async () => {
    const host = await signedIn()
    typeInto(await findInput(host, 'IP address'), '203.0.113.13')
    const severity = shadowOf(host).querySelector('select')
    if (!severity) throw new Error('no severity filter')
    severity.value = 'High'
    severity.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => tableRows(host).length === 4, 'High rows from that address')
    equal((await findInput(host, 'IP address')).value, '203.0.113.13', 'not lost')
  })

  it('applies by keyboard: type an address in the IP field and press Enter', async () => {
    const host = await signedIn()
    ;(await findInput(host, 'IP address')).focus()
    await sendKeys({ type: '203.0.113.11' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => tableRows(host).length === 4, 'the 4 rows from 203.0.113.11')
    ;(await findButton(host, 'Clear filters')).focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => tableRows(host).length === 20, 'cleared by keyboard')
  })

  it('fits a 375 px phone, right to left and dark', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('locale="he" theme="dark"')
      const form = await waitFor(
        () => shadowOf(host).querySelector<HTMLFormElement>('form[aria-label="מסנני ביקורת"]'),
        'the filters in Hebrew',
      )
      assert(form.closest('[dir="rtl"]'), 'right-to-left')
      const panel = form.closest('[part~="audits"]') as HTMLElement
      assert(panel.scrollWidth <= panel.clientWidth + 1, 'no sideways scrolling')
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
