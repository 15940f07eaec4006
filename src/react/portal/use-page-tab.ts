import { useState } from 'react'
import { PORTAL_TABS } from '../../wire/index'
import { usePortal } from './portal-context'
import type { PortalTabbedPage, PortalTabKey } from '../../wire/index'

/** A tabbed page's visible tabs and the selected one. */
export interface PageTab<P extends PortalTabbedPage> {
  /** The tabs the host did not hide, in the spec's order. */
  tabs: readonly PortalTabKey<P>[]
  selected: PortalTabKey<P> | undefined
  select(tab: PortalTabKey<P>): void
}

/**
 * The tab of a page with tabs. In the portal the tab is part of the location (a deep link, back and forward
 * work); in a widget tag it is the screen's own state. A tab the host hid is never selected.
 */
export function usePageTab<P extends PortalTabbedPage>(page: P): PageTab<P> {
  const portal = usePortal()
  const hidden = portal?.configuration.pages?.[page]?.tabs as
    Partial<Record<string, string>> | undefined
  const tabs = (PORTAL_TABS[page] as readonly PortalTabKey<P>[]).filter(
    (tab) => hidden?.[tab] !== 'hidden',
  )
  const [own, setOwn] = useState<string | undefined>(undefined)
  const wanted = portal ? portal.location.tab : own
  const selected = tabs.find((tab) => tab === wanted) ?? tabs[0]
  const select = (tab: PortalTabKey<P>) => {
    if (portal) portal.navigate({ page, tab })
    else setOwn(tab)
  }
  return { tabs, selected, select }
}
