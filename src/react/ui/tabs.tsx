import { useEffect, useId, useRef, useState } from 'react'
import { tabsStyles } from './tabs.styles'
import { useStyles } from './use-styles'
import type { KeyboardEvent, ReactNode } from 'react'

/** One tab of {@link Tabs}. */
export interface TabItem<K extends string> {
  key: K
  label: string
  panel: ReactNode
}

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving `tabindex`), arrow keys move and
 * select (mirrored in right-to-left text), Home and End jump to the ends. A panel is rendered when
 * its tab is first selected and then stays mounted, hidden while another tab is selected, so what a
 * member typed in one tab (an unsaved domain, a half-filled form) is still there on coming back.
 * A tab list wider than its box scrolls sideways, and the selected tab is scrolled into it (a deep
 * link to the last tab on a phone shows that tab).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const styles = useStyles(tabsStyles)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  )
  const current = tabs[index]
  const [visited, setVisited] = useState<ReadonlySet<K>>(
    () => new Set(current ? [current.key] : []),
  )
  if (current && !visited.has(current.key)) setVisited(new Set([...visited, current.key]))

  const currentKey = current?.key
  useEffect(() => {
    const box = list.current
    const tab = box?.querySelector(`[data-key="${currentKey}"]`)
    if (!box || !tab) return
    // Only the list scrolls, sideways: scrollIntoView would also scroll the page to the tabs.
    const outer = box.getBoundingClientRect()
    const inner = tab.getBoundingClientRect()
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right
  }, [currentKey])

  const move = (to: number) => {
    const target = tabs[(to + tabs.length) % tabs.length]
    if (!target) return
    onSelect(target.key)
    list.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    move(to)
  }

  return (
    <div part="tabs">
      <div
        role="tablist"
        aria-label={label}
        className={styles.tabList}
        onKeyDown={onKeyDown}
        ref={list}
      >
        {tabs.map((tab) => {
          const active = tab.key === current?.key
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              data-key={tab.key}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
              part="tab"
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs
        .filter((tab) => tab.key === current?.key || visited.has(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${base}-panel-${tab.key}`}
            aria-labelledby={`${base}-tab-${tab.key}`}
            hidden={tab.key !== current?.key}
            tabIndex={0}
            className={styles.tabPanel}
            part="tab-panel"
          >
            {tab.panel}
          </div>
        ))}
    </div>
  )
}
