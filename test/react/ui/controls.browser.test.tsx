import { sendKeys } from '@web/test-runner-commands'
import { useState } from 'react'
import {
  Badge,
  Button,
  Pager,
  SearchField,
  Select,
  Switch,
  Tabs,
  ToastProvider,
  useToast,
} from '../../../src/react/index'
import { assert, equal, includes, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from './render'

function TabsHarness() {
  const [tab, setTab] = useState<'members' | 'roles' | 'audit'>('members')
  return (
    <Tabs
      label="Team settings"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'members', label: 'Members', panel: <p>All members</p> },
        { key: 'roles', label: 'Roles', panel: <p>All roles</p> },
        { key: 'audit', label: 'Audit', panel: <p>All changes</p> },
      ]}
    />
  )
}

function SettingsHarness() {
  const [mfa, setMfa] = useState(false)
  const [size, setSize] = useState<'20' | '50'>('20')
  const [page, setPage] = useState(0)
  const [search, setSearch] = useState('')
  return (
    <div>
      <Switch label="Require MFA" checked={mfa} onChange={setMfa} />
      <Select
        label="Page size"
        value={size}
        options={[
          { value: '20', label: '20 per page' },
          { value: '50', label: '50 per page' },
        ]}
        onChange={setSize}
      />
      <Badge tone="danger">Locked</Badge> <Badge tone="success">MFA</Badge>{' '}
      <Badge tone="warning">Unverified</Badge> <Badge>Admin</Badge>
      <SearchField label="Search users" value={search} onSearch={setSearch} debounceMs={50} />
      <Pager page={page} pageSize={20} totalItems={45} totalPages={3} onPage={setPage} />
      <output data-testid="state">{`${mfa}|${size}|${page}|${search}`}</output>
    </div>
  )
}

function ToastHarness() {
  const toast = useToast()
  return <Button onClick={() => toast('Invitation sent')}>Invite</Button>
}

const state = (shadow: ShadowRoot) => shadow.querySelector('[data-testid="state"]')?.textContent

describe('Tabs', () => {
  it('moves with the arrow keys, Home and End, with one tab stop', async () => {
    const { shadow, host } = render(<TabsHarness />)
    const tabs = () => Array.from(shadow.querySelectorAll<HTMLElement>('[role="tab"]'))
    equal(
      tabs().map((tab) => tab.tabIndex),
      [0, -1, -1],
    )
    tabs()[0]?.focus()
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => tabs()[1]?.getAttribute('aria-selected') === 'true', 'Roles selected')
    await waitFor(() => focused(shadow) === tabs()[1], 'focus on Roles')
    includes(shadow.querySelector('[role="tabpanel"]:not([hidden])')?.textContent, 'All roles')
    await sendKeys({ press: 'End' })
    await waitFor(() => focused(shadow) === tabs()[2], 'Audit')
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => focused(shadow) === tabs()[0], 'wraps to Members')
    await expectAccessible(host)
  })

  it('mirrors the arrows in right-to-left text, and passes axe in dark', async () => {
    const { shadow, host } = render(<TabsHarness />, 'dark', 'rtl')
    const tabs = () => Array.from(shadow.querySelectorAll<HTMLElement>('[role="tab"]'))
    tabs()[0]?.focus()
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => focused(shadow) === tabs()[1], 'ArrowLeft goes forward in RTL')
    await expectAccessible(host)
  })
})

describe('Switch, Select, Badge, SearchField, Pager', () => {
  it('work from the keyboard alone and pass axe in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { shadow, host } = render(<SettingsHarness />, theme)
      const toggle = shadow.querySelector<HTMLInputElement>('[role="switch"]') as HTMLInputElement
      toggle.focus()
      await sendKeys({ press: 'Space' })
      await waitFor(() => state(shadow)?.startsWith('true|'), 'switched on')
      equal(toggle.getAttribute('aria-checked'), 'true')
      const select = shadow.querySelector('select') as HTMLSelectElement
      select.focus()
      await sendKeys({ press: 'ArrowDown' })
      await waitFor(() => state(shadow)?.includes('|50|'), '50 per page')
      const search = shadow.querySelector<HTMLInputElement>(
        'input[type="search"]',
      ) as HTMLInputElement
      search.focus()
      await sendKeys({ type: 'grace' })
      await waitFor(() => state(shadow)?.endsWith('|grace'), 'searched after the pause')
      includes(shadow.querySelector('[part="pager"]')?.textContent, '1–20 of 45')
      const next = shadow.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')
      next?.focus()
      await sendKeys({ press: 'Enter' })
      await sendKeys({ press: 'Enter' })
      await waitFor(() => state(shadow)?.includes('|2|'), 'last page')
      await waitFor(
        () => focused(shadow)?.getAttribute('aria-label') === 'Previous page',
        'focus kept on the pager when Next is disabled',
      )
      assert(shadow.querySelectorAll('[part="badge"]').length === 4, 'badges')
      await expectAccessible(host)
    }
  })
})

describe('Toast', () => {
  it('announces in a live region that is always there, and can be dismissed', async () => {
    const { shadow, host } = render(
      <ToastProvider>
        <ToastHarness />
      </ToastProvider>,
    )
    const region = shadow.querySelector('[role="status"]')
    assert(region, 'the live region exists before any toast')
    ;(shadow.querySelector('button') as HTMLButtonElement).click()
    const toast = await waitFor(() => shadow.querySelector('[part="toast"]'), 'the toast')
    assert(region.contains(toast), 'inside the live region')
    includes(toast.textContent, 'Invitation sent')
    await expectAccessible(host)
    const dismiss = toast.querySelector('button') as HTMLButtonElement
    dismiss.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !shadow.querySelector('[part="toast"]'), 'dismissed')
  })
})
