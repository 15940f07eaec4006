import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { createDemoUsers } from '../../src/demo/fixtures/users'
import { defineElements } from '../../src/index'
import { assert, equal, includes, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { demoServerSignedOut, rememberDemoSignIn } from '../browser-setup/demo'
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

// The spec's demo team: two pages of ten, one page of the table's 20.
const TEAM_SIZE = 20

const table = (baseUrl = uniqueBaseUrl(), attributes = '') =>
  fixture(`<users-table base-url="${baseUrl}" demo ${attributes}></users-table>`)

const pagerText = (host: Element) =>
  shadowOf(host).querySelector('[part="pager"] p')?.textContent?.trim()

const joinedDates = (host: Element) =>
  tableRows(host).map((row) => row.querySelectorAll('time')[0]?.getAttribute('datetime') ?? '')

async function signedInTable(attributes = '') {
  rememberDemoSignIn('ada@acme.test')
  const host = table(uniqueBaseUrl(), attributes)
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

describe('<users-table>', () => {
  it('asks the visitor to sign in when nobody is', async () => {
    const host = table()
    await waitFor(() => shadowOf(host).textContent?.includes('Sign in to see your team.'), 'note')
    equal(shadowOf(host).querySelector('table'), null, 'no table')
    await expectAccessible(host)
  })

  it('fills at once when the login box with the same base-url signs in', async () => {
    const baseUrl = uniqueBaseUrl()
    const box = fixture(`<login-box base-url="${baseUrl}" demo></login-box>`)
    const host = table(baseUrl)
    typeInto(await findInput(box, 'Email'), 'ada@acme.test')
    ;(await findButton(box, 'Continue')).click()
    typeInto(await findInput(box, 'Password'), 'correct horse')
    ;(await findButton(box, 'Sign in')).click()
    await waitFor(() => tableRows(host).length === 20, '20 rows in the table')
    equal(pagerText(host), `1–20 of ${TEAM_SIZE}`)

    ;(await findButton(box, 'Sign out')).click()
    await waitFor(() => shadowOf(host).textContent?.includes('Sign in to see your team.'), 'note')
    equal(tableRows(host).length, 0, 'no rows once signed out')
    await demoServerSignedOut()
  })

  it('pages through the team on the server', async () => {
    const host = await signedInTable()
    equal(pagerText(host), `1–20 of ${TEAM_SIZE}`)
    // One more member makes a second page of the table's 20.
    ;(await findButton(host, 'Invite user')).click()
    typeInto(await findInput(host, 'Email'), 'page.two@acme.test')
    ;(await findButton(host, 'Send invitation')).click()
    await waitFor(() => pagerText(host) === `1–20 of ${TEAM_SIZE + 1}`, 'the new total')
    const previous = await findButton(host, 'Previous page')
    const next = await findButton(host, 'Next page')
    await waitFor(() => !next.disabled, 'Next enabled')
    assert(previous.disabled, 'only Next is enabled on the first page')

    next.focus()
    next.click()
    const total = TEAM_SIZE + 1
    await waitFor(() => pagerText(host) === `21–${total} of ${total}`, 'the second page')
    await waitFor(() => tableRows(host).length === total - 20, 'the rest of the team')
    assert(next.disabled && !previous.disabled, 'only Previous is enabled on the last page')
    assert(shadowOf(host).activeElement === previous, 'focus moved to Previous')
  })

  it('sorts by a column when its header button is pressed', async () => {
    const host = await signedInTable()
    equal(columnHeader(host, 'User')?.getAttribute('aria-sort'), 'descending', 'default sort')

    columnHeader(host, 'Joined')?.querySelector('button')?.click()
    await waitFor(
      () => columnHeader(host, 'Joined')?.getAttribute('aria-sort') === 'descending',
      'sort',
    )
    const newestFirst = await waitFor(() => {
      const dates = joinedDates(host)
      return dates.every((date, i) => i === 0 || date <= (dates[i - 1] ?? '')) && dates
    }, 'newest first')
    equal(columnHeader(host, 'User')?.hasAttribute('aria-sort'), false, 'one sorted column')

    columnHeader(host, 'Joined')?.querySelector('button')?.click()
    await waitFor(
      () => columnHeader(host, 'Joined')?.getAttribute('aria-sort') === 'ascending',
      'flip',
    )
    await waitFor(() => joinedDates(host)[0] !== newestFirst[0], 'oldest first')
    const oldestFirst = joinedDates(host)
    assert(
      oldestFirst.every((date, i) => i === 0 || date >= (oldestFirst[i - 1] ?? '')),
      'ascending join dates',
    )
  })

  it('searches by email after the visitor pauses typing', async () => {
    const host = await signedInTable()
    typeInto(await findInput(host, 'Search users'), 'grace')
    await waitFor(() => tableRows(host).length === 1, 'one match')
    includes(tableRows(host)[0]?.textContent, 'grace.kim@acme.test')
    equal(pagerText(host), '1–1 of 1')

    typeInto(await findInput(host, 'Search users'), 'nobody-here')
    await waitFor(
      () => shadowOf(host).textContent?.includes('No users match your search.'),
      'empty',
    )
  })

  it('shows only the members a preset picks (without MFA), and everyone again', async () => {
    const host = await signedInTable()
    const show = await waitFor(() => {
      const root = shadowOf(host)
      const label = Array.from(root.querySelectorAll('label')).find(
        (candidate) => candidate.textContent?.trim() === 'Show',
      )
      const select = label ? root.getElementById(label.htmlFor) : null
      return select instanceof HTMLSelectElement ? select : undefined
    }, 'the Show filter')
    const pick = (value: string) => {
      show.value = value
      show.dispatchEvent(new Event('change', { bubbles: true }))
    }
    const unenrolled = createDemoUsers(Date.now()).filter((user) => !user.mfaEnrolled).length
    assert(unenrolled > 0 && unenrolled < TEAM_SIZE, 'the demo team has both kinds')
    pick('mfa-unenrolled')
    await waitFor(() => pagerText(host)?.endsWith(` of ${unenrolled}`), 'only the unenrolled')
    pick('')
    await waitFor(() => pagerText(host) === `1–20 of ${TEAM_SIZE}`, 'everyone again')
  })

  it('shows each member with groups, roles, join date, last seen and who manages them', async () => {
    const host = await signedInTable()
    typeInto(await findInput(host, 'Search users'), 'mia.novak')
    await waitFor(() => tableRows(host).length === 1, 'Mia')
    const row = tableRows(host)[0]
    const cells = Array.from(row?.cells ?? [], (cell) => cell.textContent?.trim())
    equal(
      row?.cells[0]?.querySelector('[part="avatar"]')?.nextElementSibling?.textContent,
      'Mia Novakmia.novak@acme.test',
    )
    // User, applications, groups, roles, joined, last seen, managed by.
    includes(cells[1], 'Acme web app')
    equal(cells[2], 'No groups')
    equal(cells[3], 'Viewer')
    includes(cells[4], new Date().getFullYear().toString().slice(0, 2))
    equal(cells[5], 'Never')
    equal(cells[6], 'Administrators')
  })

  it('folds the dates under the name at 375 px instead of hiding them off-screen', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const host = await signedInTable()
      const card = shadowOf(host).querySelector('[part="users-table"]') as HTMLElement
      assert(card.scrollWidth <= card.clientWidth + 1, `no sideways scroll (${card.scrollWidth})`)
      const joined = columnHeader(host, 'Joined')
      equal(joined && getComputedStyle(joined).display, 'none', 'the Joined column folded')
      const first = tableRows(host)[0]?.cells[0] as HTMLTableCellElement
      const folded = first.querySelector('dl') as HTMLElement
      assert(getComputedStyle(folded).display !== 'none', 'the folded details show')
      includes(folded.textContent, 'Joined')
      includes(folded.textContent, 'Last seen')
      assert(first.getBoundingClientRect().right <= 375, 'the cell stays on screen')
      // An email wraps only at its joints (before @ and .): no piece between them spans two lines.
      const emails = Array.from(shadowOf(host).querySelectorAll('tbody [data-email]'))
      assert(emails.length >= 20, 'emails shown')
      for (const email of emails) {
        for (const node of Array.from(email.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
          equal(lines.size, 1, `"${node.textContent}" on one line`)
        }
      }
      await expectAccessible(host)
    } finally {
      await setViewport({ width: 1280, height: 800 })
    }
  })

  it('passes axe in dark mode with the system scheme', async () => {
    await emulateMedia({ colorScheme: 'dark' })
    try {
      const host = await signedInTable('theme="auto"')
      await expectAccessible(host)
    } finally {
      await emulateMedia({ colorScheme: 'light' })
    }
  })

  // One table each: a signed-in table with its late columns and an axe run take most of a test's
  // time on a loaded machine.
  for (const theme of ['light', 'dark'])
    it(`passes axe in ${theme}`, async () => {
      const host = await signedInTable(`theme="${theme}"`)
      await expectAccessible(host)
      host.remove()
    })
})
