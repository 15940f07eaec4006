import { sendKeys } from '@web/test-runner-commands'
import { useState } from 'react'
import { Tabs } from '../../../src/react/ui/index'
import { equal, waitFor } from '../../browser-setup/assert'
import { expectAccessible } from '../../browser-setup/axe'
import { describe, it } from '../../browser-setup/mocha'
import { focused, render } from './render'

type Key = 'domains' | 'addresses'

/** A panel that keeps its draft in its own state, as the Security page's tabs do. */
function DomainDraft() {
  const [draft, setDraft] = useState('')
  return (
    <input aria-label="Domain" value={draft} onChange={(event) => setDraft(event.target.value)} />
  )
}

function AddressList() {
  return (
    <ul aria-label="Addresses">
      <li>
        <input aria-label="Address" />
      </li>
    </ul>
  )
}

function Harness() {
  const [selected, setSelected] = useState<Key>('domains')
  return (
    <Tabs
      label="Restrictions"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'domains', label: 'Domains', panel: <DomainDraft /> },
        { key: 'addresses', label: 'Addresses', panel: <AddressList /> },
      ]}
    />
  )
}

const tab = (shadow: ShadowRoot, name: string): HTMLButtonElement => {
  const found = Array.from(shadow.querySelectorAll<HTMLButtonElement>('[role="tab"]')).find(
    (button) => button.textContent === name,
  )
  if (!found) throw new Error(`no tab ${name}`)
  return found
}
const visiblePanels = (shadow: ShadowRoot) =>
  Array.from(shadow.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((p) => !p.hidden)

describe('Tabs', () => {
  it('keeps what was typed in a tab when the member goes to another and comes back', async () => {
    const { shadow } = render(<Harness />)
    shadow.querySelector<HTMLInputElement>('input[aria-label="Domain"]')?.focus()
    await sendKeys({ type: 'acme.test' })
    tab(shadow, 'Addresses').click()
    await waitFor(
      () => visiblePanels(shadow)[0]?.querySelector('[aria-label="Address"]'),
      'the other tab',
    )
    equal(visiblePanels(shadow).length, 1, 'one panel shows')
    tab(shadow, 'Domains').click()
    await waitFor(() => visiblePanels(shadow)[0]?.querySelector('[aria-label="Domain"]'), 'back')
    equal(
      shadow.querySelector<HTMLInputElement>('input[aria-label="Domain"]')?.value,
      'acme.test',
      'the typed domain is still there',
    )
    await expectAccessible(shadow.host as HTMLElement)
  })

  it('scrolls a selected tab the narrow list hides into view, in either direction, and only the list', async () => {
    const keys = ['first', 'second', 'third', 'fourth', 'fifth'] as const
    const tabsOf = keys.map((key) => ({ key, label: `The ${key} section`, panel: <p>{key}</p> }))
    const narrow = (selected: (typeof keys)[number]) => (
      <div style={{ width: 180 }}>
        <Tabs label="Sections" selected={selected} onSelect={() => undefined} tabs={tabsOf} />
      </div>
    )
    const { shadow, update } = render(narrow('fifth'))
    const list = shadow.querySelector<HTMLElement>('[role="tablist"]')
    const inView = (name: string) => {
      const box = list?.getBoundingClientRect()
      const rect = tab(shadow, name).getBoundingClientRect()
      return box !== undefined && rect.left >= box.left - 1 && rect.right <= box.right + 1
    }
    const pageScroll = window.scrollY
    await waitFor(() => inView('The fifth section'), 'the last tab, selected, in view')
    update(narrow('first'))
    await waitFor(() => inView('The first section'), 'back to the first tab')
    equal(window.scrollY, pageScroll, 'the page itself did not scroll')
  })

  it('moves with the arrow keys, and each tab names the panel it controls', async () => {
    const { shadow } = render(<Harness />)
    tab(shadow, 'Domains').focus()
    await sendKeys({ press: 'ArrowRight' })
    const addresses = tab(shadow, 'Addresses')
    await waitFor(() => focused(shadow) === addresses, 'focus on the next tab')
    equal(addresses.getAttribute('aria-selected'), 'true')
    const panel = shadow.getElementById(addresses.getAttribute('aria-controls') ?? '')
    equal(panel?.hidden, false, 'its panel shows')
    equal(panel?.getAttribute('aria-labelledby'), addresses.id)
  })
})
