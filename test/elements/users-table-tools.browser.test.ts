import { setViewport } from '@web/test-runner-commands'
import { defineElements } from '../../src/index'
import { assert, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../browser-setup/fixture'
import { describe, it } from '../browser-setup/mocha'
import {
  columnHeader,
  findButton,
  findInput,
  shadowOf,
  tableRows,
  typeInto,
} from '../browser-setup/shadow'

defineElements()

/** The team-wide tools of `<users-table>` in demo mode: invitation link, custom expiry (issue 11). */
async function signedInTable(attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = fixture(
    `<users-table base-url="${uniqueBaseUrl()}" demo ${attributes}></users-table>`,
  )
  await waitFor(() => tableRows(host).length === 20, 'the first page')
  // The groups and managed-by columns join once their chunk is there.
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-last-child(2)')?.textContent === 'Managed by',
    'every column',
  )
  await waitFor(
    () => shadowOf(host).querySelector('th:nth-child(2)')?.textContent === 'Applications',
    'the applications column',
  )
  return host
}

const dialogText = (host: Element) =>
  (shadowOf(host).querySelector('dialog[open]') as HTMLDialogElement | null)?.textContent ?? ''

const openLinkDialog = async (host: Element) => {
  ;(await findButton(host, 'More')).click()
  ;(await findButton(host, 'Invitation link')).click()
  await waitFor(() => dialogText(host).includes('Anyone who opens this link'), 'the link dialog')
}

describe('<users-table> team tools', () => {
  it('shows the groups and managed-by columns', async () => {
    const host = await signedInTable()
    assert(columnHeader(host, 'Groups'), 'a Groups column')
    assert(columnHeader(host, 'Managed by'), 'a Managed by column')
    await waitFor(() => tableRows(host)[0]?.textContent?.includes('No groups'), 'groups read')
    includes(tableRows(host)[0]?.textContent, 'Administrators')
  })

  it('creates, changes, copies and deletes the invitation link', async () => {
    const host = await signedInTable()
    await openLinkDialog(host)
    ;(await findButton(host, 'Create link (30 days)')).click()
    const address = await findInput(host, 'Link')
    includes(address.value, /\/account\/sign-up\?invitationToken=[\w-]{43}$/)
    const token = address.value
    await expectAccessible(host)
    const days = await findInput(host, 'Valid for this many days from now')
    typeInto(days, '0')
    ;(await findButton(host, 'Save link settings')).click()
    await waitFor(() => dialogText(host).includes('from 1 to 365'), 'the days refused')
    typeInto(days, '7')
    ;(
      shadowOf(host).querySelector('[part="invite-link"] input[role="switch"]') as HTMLInputElement
    ).click()
    ;(await findButton(host, 'Save link settings')).click()
    await waitFor(() => dialogText(host).includes('The link settings are saved.'), 'saved')
    assert((await findInput(host, 'Link')).value === token, 'the token stays')
    ;(await findButton(host, 'Delete link')).click()
    ;(await findButton(host, 'Delete the link')).click()
    await waitFor(() => dialogText(host).includes('no invitation link yet'), 'deleted')
    ;(await findButton(host, 'Close')).click()
    // Opened again, it reads the server's (none) rather than a stale copy.
    await openLinkDialog(host)
    await waitFor(() => dialogText(host).includes('no invitation link yet'), 'still none')
  })

  it("copies a link that opens this app's sign-up in demo mode still (keeps ?demo)", async () => {
    const page = new URL(location.href)
    history.replaceState(null, '', `${page.pathname}?demo&lang=en`)
    try {
      const host = await signedInTable()
      await openLinkDialog(host)
      ;(await findButton(host, 'Create link (30 days)')).click()
      const address = new URL((await findInput(host, 'Link')).value)
      assert(address.origin === page.origin, 'on the app page origin')
      assert(address.pathname.endsWith('/account/sign-up'), 'the sign-up route')
      assert(address.searchParams.has('demo'), 'keeps demo mode')
      includes(address.searchParams.get('invitationToken') ?? '', /^[\w-]{43}$/)
    } finally {
      history.replaceState(null, '', page.pathname + page.search)
    }
  })

  it('makes a member temporary for the days chosen, then permanent', async () => {
    const host = await signedInTable()
    ;(await findButton(host, 'Actions for Mia Novak')).click()
    ;(await findButton(host, 'Make temporary…')).click()
    const days = await findInput(host, 'Days from now')
    typeInto(days, '400')
    ;(await findButton(host, 'Set expiry')).click()
    await waitFor(() => dialogText(host).includes('from 1 to 365'), 'too long refused')
    typeInto(days, '10')
    ;(await findButton(host, 'Set expiry')).click()
    await waitFor(() => dialogText(host) === '', 'closed')
    ;(await findButton(host, 'Actions for Mia Novak')).click()
    await findButton(host, 'Change expiry…')
    ;(await findButton(host, 'Make permanent')).click()
    ;(await findButton(host, 'Actions for Mia Novak')).click()
    await findButton(host, 'Make temporary…')
  })

  it('asks before mailing breached passwords a reset, and fits 375 px in RTL', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedInTable('theme="dark" dir="rtl"')
      ;(await findButton(host, 'More')).click()
      ;(await findButton(host, 'Reset breached passwords')).click()
      await waitFor(() => dialogText(host).includes('data breach'), 'the confirmation')
      await expectAccessible(host)
      ;(await findButton(host, 'Send reset emails')).click()
      await waitFor(
        () => shadowOf(host).textContent?.includes('Reset emails were sent.'),
        'the toast',
      )
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
