import { setViewport } from '@web/test-runner-commands'
import AuditsPage from '../../../src/react/portal/pages/audits/audits-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, shadowOf, tableRows } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const auditsTag = definePageHost('audits', 'audits', AuditsPage)

async function signedIn(attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(auditsTag, attributes)
  await waitFor(() => tableRows(host).length >= 20, 'the first 20 rows')
  return host
}

describe('the audits page', () => {
  it('shows 20 rows newest first with the five columns, stats and a pager, accessibly', async () => {
    const host = await signedIn()
    const headers = Array.from(shadowOf(host).querySelectorAll('th')).map((th) => th.textContent)
    for (const name of ['Time', 'User', 'Action', 'Description', 'IP Address'])
      includes(headers.join('|'), name)
    await waitFor(() => shadowOf(host).textContent?.includes('Severe this week'), 'the stats')
    includes(tableRows(host)[0]?.textContent, 'Signed in')
    await expectAccessible(host)
  })

  it('filters by severity and shows a row’s more-info in a dialog', async () => {
    const host = await signedIn()
    const select = shadowOf(host).querySelector('select')
    if (!select) throw new Error('no severity filter')
    select.value = 'High'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => tableRows(host).length === 8, 'the 8 High rows')
    ;(await findButton(host, /^Details of /)).click()
    const dialog = await waitFor(() => shadowOf(host).querySelector('dialog[open]'), 'the dialog')
    includes(dialog.textContent, 'User Agent')
    includes(dialog.textContent, 'Json Data')
    includes(dialog.textContent, 'High')
    equal(dialog.querySelectorAll('pre').length, 1)
    await expectAccessible(host)
  })

  it('downloads the filtered rows as audits.csv', async () => {
    const host = await signedIn()
    const original = URL.createObjectURL.bind(URL)
    let saved: Blob | undefined
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved = blob
      return original(blob)
    }
    try {
      ;(await findButton(host, 'Download CSV')).click()
      const blob = await waitFor(() => saved, 'the CSV')
      const lines = (await blob.text()).trim().split('\r\n')
      equal(lines[0], 'Time,User,Action,Description,IP Address,Severity,User Agent,Json Data')
      equal(lines.length, 21)
      await waitFor(() => buttons(host, 'Download CSV').length === 1, 'the button back')
    } finally {
      URL.createObjectURL = original
    }
  })

  it('shows each user’s email whole and left to right in a right-to-left page at 375 px', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedIn('locale="he"')
      await waitFor(() => shadowOf(host).querySelector('[dir="rtl"] table'), 'right to left')
      for (const row of tableRows(host)) {
        const cell = row.querySelectorAll('td')[1]
        const text = Array.from(cell?.querySelectorAll('*') ?? [cell])
          .concat(cell ? [cell] : [])
          .flatMap((node) => Array.from(node?.childNodes ?? []))
          .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('@'))
        assert(cell && text, 'an email in the User column')
        const range = document.createRange()
        range.selectNodeContents(text)
        const drawn = range.getBoundingClientRect()
        const box = cell.getBoundingClientRect()
        assert(
          drawn.left >= box.left - 1 && drawn.right <= box.right + 1,
          `${text.textContent ?? ''} stays inside its cell (${drawn.left}–${drawn.right} in ${box.left}–${box.right})`,
        )
        equal(
          text.parentElement?.closest('[dir]')?.getAttribute('dir'),
          'ltr',
          'read left to right',
        )
      }
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })
})
