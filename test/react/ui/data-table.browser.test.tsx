import { sendKeys } from '@web/test-runner-commands'
import { useState } from 'react'
import { DataTable, EmailText } from '../../../src/react/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from './render'
import type { ListState, SortOrder } from '../../../src/atoms/index'
import type { DataColumn } from '../../../src/react/index'

type Person = { id: string; name: string; email: string; joined: string }

const people: Person[] = [
  { id: '1', name: 'Ada Lovelace', email: 'ada.lovelace@analytical.example', joined: '1833' },
  { id: '2', name: 'Grace Hopper', email: 'grace.hopper@navy.example', joined: '1944' },
]

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (p) => p.name },
  { id: 'email', header: 'Email', fold: true, cell: (p) => <EmailText email={p.email} /> },
  {
    id: 'joined',
    header: 'Joined',
    sortKey: 'joined',
    firstOrder: 'DESC',
    fold: true,
    cell: (p) => p.joined,
  },
]

/** A wide table: the team and its notes are its least needed columns, folding early. */
const wideColumns: DataColumn<Person>[] = [
  ...columns,
  { id: 'team', header: 'Team', fold: 'early', cell: () => 'Analytical engines' },
  { id: 'notes', header: 'Notes', fold: 'early', cell: (p) => `Notes on ${p.name}` },
]

interface HarnessProps {
  columns?: DataColumn<Person>[]
  status?: ListState<Person>['status']
  rows?: Person[]
  onRetry?: () => void
  acted?: string[]
}

function Harness({
  columns: shown = columns,
  status = 'ready',
  rows = people,
  onRetry,
  acted = [],
}: HarnessProps) {
  const [sort, setSort] = useState<{ by: string; order: SortOrder }>({ by: 'name', order: 'ASC' })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  return (
    <section>
      <h2 id="people">People</h2>
      <p data-testid="selected">{[...selected].join(',')}</p>
      <DataTable
        labelledBy="people"
        columns={shown}
        rows={rows}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        status={status}
        error="The people could not be loaded."
        {...(onRetry ? { onRetry } : {})}
        empty="Nobody here."
        sort={sort}
        onSort={(by, order) => setSort({ by, order })}
        selection={{ selected, onChange: setSelected }}
        rowActions={(p) => (
          <button type="button" aria-label={`Remove ${p.name}`} onClick={() => acted.push(p.id)}>
            Remove
          </button>
        )}
      />
    </section>
  )
}

const header = (shadow: ShadowRoot, name: string) =>
  Array.from(shadow.querySelectorAll('th')).find((th) => th.textContent?.startsWith(name))

describe('DataTable', () => {
  it('sorts from the keyboard and says so with aria-sort', async () => {
    const { shadow } = render(<Harness />)
    equal(header(shadow, 'Name')?.getAttribute('aria-sort'), 'ascending')
    const joined = header(shadow, 'Joined')?.querySelector('button') as HTMLButtonElement
    joined.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(
      () => header(shadow, 'Joined')?.getAttribute('aria-sort') === 'descending',
      'first order',
    )
    equal(header(shadow, 'Name')?.hasAttribute('aria-sort'), false, 'one sorted column')
    await sendKeys({ press: 'Space' })
    await waitFor(() => header(shadow, 'Joined')?.getAttribute('aria-sort') === 'ascending', 'flip')
    equal(
      header(shadow, 'Email')?.querySelector('button'),
      null,
      'an unsortable column has no button',
    )
  })

  it('selects rows with Space, all of them from the header, and runs row actions', async () => {
    const acted: string[] = []
    const { shadow } = render(<Harness acted={acted} />)
    const selectedText = () => shadow.querySelector('[data-testid="selected"]')?.textContent
    const ada = shadow.querySelector<HTMLInputElement>('input[aria-label="Select Ada Lovelace"]')
    ada?.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => selectedText() === '1', 'Ada selected')
    const all = shadow.querySelector<HTMLInputElement>(
      'input[aria-label="Select every row on this page"]',
    )
    assert(all?.indeterminate, 'the header checkbox is mixed')
    all?.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => selectedText() === '1,2', 'everyone selected')
    await sendKeys({ press: 'Space' })
    await waitFor(() => selectedText() === '', 'nobody selected')
    shadow.querySelector<HTMLButtonElement>('button[aria-label="Remove Grace Hopper"]')?.focus()
    await sendKeys({ press: 'Enter' })
    equal(acted, ['2'])
  })

  it('shows skeleton rows on the first load, then the empty state', async () => {
    const rendered = render(<Harness status="loading" rows={[]} />)
    const table = rendered.shadow.querySelector('table')
    equal(table?.getAttribute('aria-busy'), 'true')
    assert(
      rendered.shadow.querySelectorAll('tbody tr[aria-hidden="true"]').length === 5,
      'skeletons',
    )
    includes(rendered.shadow.textContent, 'Loading…')
    await expectAccessible(rendered.host)
    rendered.update(<Harness status="ready" rows={[]} />)
    includes(rendered.shadow.querySelector('tbody')?.textContent, 'Nobody here.')
  })

  it('shows the error with Retry, keeping rows it already had', async () => {
    let retried = 0
    const { shadow, host } = render(
      <Harness status="error" rows={[]} onRetry={() => (retried += 1)} />,
    )
    includes(shadow.querySelector('[role="alert"]')?.textContent, 'could not be loaded')
    equal(shadow.querySelector('table'), null, 'no empty table under the error')
    const retry = Array.from(shadow.querySelectorAll('button')).find(
      (b) => b.textContent === 'Retry',
    )
    retry?.focus()
    await sendKeys({ press: 'Enter' })
    equal(retried, 1)
    await expectAccessible(host)
    const withRows = render(<Harness status="error" />)
    equal(withRows.shadow.querySelectorAll('tbody tr').length, 2, 'rows kept')
  })

  it('folds secondary columns under the first cell in a narrow container, in dark and RTL too', async () => {
    const { shadow, host } = render(<Harness />, 'dark', 'rtl')
    host.style.width = '340px'
    await waitFor(
      () =>
        header(shadow, 'Email') &&
        getComputedStyle(header(shadow, 'Email') as Element).display === 'none',
      'folded',
    )
    const first = shadow.querySelector('tbody tr td:nth-child(2)') as HTMLElement
    const dl = first.querySelector('dl') as HTMLElement
    assert(getComputedStyle(dl).display !== 'none', 'the folded values show')
    includes(dl.textContent, 'ada.lovelace@analytical.example')
    const table = shadow.querySelector('table') as HTMLElement
    assert(table.getBoundingClientRect().width <= 340, 'no sideways overflow')
    await expectAccessible(host)
    host.style.width = '900px'
    await waitFor(() => getComputedStyle(dl).display === 'none', 'unfolded when wide')
    equal(focused(shadow), null)
  })

  it('folds only the early columns in a medium container, and every column in a narrow one', async () => {
    const { shadow, host } = render(<Harness columns={wideColumns} />, 'dark', 'rtl')
    const shown = (name: string) =>
      getComputedStyle(header(shadow, name) as Element).display !== 'none'
    const dl = () => shadow.querySelector('tbody tr td:nth-child(2) dl') as HTMLElement
    const folded = () =>
      Array.from(dl().querySelectorAll(':scope > div'))
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map((item) => item.querySelector('dt')?.textContent)
    host.style.width = '1100px'
    await waitFor(() => shown('Team') && shown('Notes'), 'every column shown when wide')
    equal(getComputedStyle(dl()).display, 'none', 'nothing folded when wide')

    host.style.width = '800px'
    await waitFor(() => !shown('Team') && !shown('Notes'), 'the early columns folded')
    assert(shown('Email') && shown('Joined'), 'the other columns keep their place')
    equal(folded(), ['Team', 'Notes'], 'only the early columns under the name')
    includes(dl().textContent, 'Notes on Ada Lovelace')
    const table = shadow.querySelector('table') as HTMLElement
    const within = host.getBoundingClientRect()
    const actions = shadow.querySelector('button[aria-label="Remove Ada Lovelace"]') as HTMLElement
    const button = actions.getBoundingClientRect()
    assert(table.getBoundingClientRect().width <= 800, 'the table fits its container')
    assert(button.left >= within.left && button.right <= within.right, 'the row actions in view')
    await expectAccessible(host)

    host.style.width = '340px'
    await waitFor(() => !shown('Email'), 'every folding column folded when narrow')
    equal(folded(), ['Email', 'Joined', 'Team', 'Notes'], 'all of them under the name')
  })

  it('scrolls what still does not fit inside its container, never the page', async () => {
    const long = 'Überweisungsbestätigungsnummernverzeichnis'
    const wide: DataColumn<Person>[] = [...columns, { id: 'long', header: long, cell: () => long }]
    const { shadow, host } = render(<Harness columns={wide} />)
    host.style.width = '340px'
    const table = shadow.querySelector('table') as HTMLElement
    const scroller = table.parentElement as HTMLElement
    await waitFor(() => scroller.scrollWidth > scroller.clientWidth, 'the table is wider')
    equal(getComputedStyle(scroller).overflowX, 'auto')
    assert(host.scrollWidth <= 340, 'the host itself does not overflow')
    assert(document.documentElement.scrollWidth <= innerWidth, 'the page does not scroll sideways')
    scroller.scrollLeft = scroller.scrollWidth
    const cell = Array.from(shadow.querySelectorAll('td')).find((td) => td.textContent === long)
    const right = cell?.getBoundingClientRect().right ?? Infinity
    assert(right <= host.getBoundingClientRect().right + 1, 'scrolled into view inside the host')
    await expectAccessible(host)
  })
})
