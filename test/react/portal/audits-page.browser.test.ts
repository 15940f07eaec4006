import AuditsPage from '../../../src/react/portal/pages/audits/audits-page'
import { equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { describe, it } from '../../browser-setup/mocha'
import { buttons, findButton, shadowOf, tableRows } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const auditsTag = definePageHost('audits', 'audits', AuditsPage)

async function signedIn() {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(auditsTag)
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
})
