import { setViewport } from '@web/test-runner-commands'
import { getFoyerStore } from '../../../src/atoms/index'
import { createDemoFetch } from '../../../src/demo/index'
import AuditsPage from '../../../src/react/portal/pages/audits/audits-page'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { rememberDemoSignIn } from '../../browser-setup/demo'
import { fixture, uniqueBaseUrl } from '../../browser-setup/fixture'
import { describe, it } from '../../browser-setup/mocha'
import { alerts, buttons, findButton, shadowOf, tableRows } from '../../browser-setup/shadow'
import { definePageHost, mountPage } from './page-host'

const auditsTag = definePageHost('audits', 'audits', AuditsPage)

async function signedIn(attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = mountPage(auditsTag, attributes)
  await waitFor(() => tableRows(host).length >= 20, 'the first 20 rows')
  return host
}

/** The page on a demo that answers 503 to `GET /audits` until `recover()`, and to every CSV export. */
function mountFailing() {
  const baseUrl = uniqueBaseUrl()
  const demo = createDemoFetch({ delayMs: 0 })
  let listFails = true
  const fetch = Object.assign((...args: Parameters<typeof globalThis.fetch>) => demo(...args), {
    forApi: (location: { baseUrl: string; apiPrefix: string }) => {
      const bound = demo.forApi(location)
      return async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input)).pathname
        const failing = path.endsWith('/export/csv/v2') || (path.endsWith('/audits') && listFails)
        if (!failing) return bound(input, init)
        return Response.json({ errors: ['Unavailable'] }, { status: 503 })
      }
    },
  })
  getFoyerStore({ baseUrl, apiPrefix: 'api', credentials: 'same-origin', demo: true, fetch })
  rememberDemoSignIn('ada@acme.test')
  const host = fixture(`<${auditsTag} base-url="${baseUrl}" demo></${auditsTag}>`)
  return { host, recover: () => (listFails = false) }
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

  it('says when the rows or the CSV fail, and loads the rows again on Retry', async () => {
    const { host, recover } = mountFailing()
    await waitFor(
      () => alerts(host).includes('The audit logs could not be loaded.'),
      'the load failure',
    )
    equal(tableRows(host).length, 0)
    recover()
    ;(await findButton(host, 'Retry')).click()
    await waitFor(() => tableRows(host).length === 20, 'the rows after Retry')
    equal(alerts(host).length, 0)
    const original = console.error
    console.error = () => undefined
    try {
      ;(await findButton(host, 'Download CSV')).click()
      await waitFor(
        () => alerts(host).includes('The CSV could not be downloaded. Try again.'),
        'the download failure',
      )
    } finally {
      console.error = original
    }
    equal(buttons(host, 'Download CSV').length, 1)
    await expectAccessible(host)
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
