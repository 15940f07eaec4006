import { createContext, useContext } from 'react'
import type {
  FieldAppearance,
  PortalConfiguration,
  PortalFieldKey,
  PortalFieldsPage,
  PortalPageKey,
  PortalTabbedPage,
  PortalTabKey,
  TabAppearance,
} from '../../wire/index'

/** Where the portal is: a page and, on a page with tabs, the tab. */
export interface PortalLocation {
  page: PortalPageKey
  /** The tab key; absent means the page's first visible tab. */
  tab?: string
}

/** What the portal shell gives the page it shows. */
export interface PortalContextValue {
  location: PortalLocation
  /** Goes to a page (and tab) of the portal, adding a history entry (`replace` for none). */
  navigate(location: PortalLocation, replace?: boolean): void
  configuration: PortalConfiguration
}

/**
 * The portal shell's context. Outside the portal (a widget tag such as `<profile-page>`) there is none:
 * the hooks below then answer the spec's defaults, and tabs keep their own state.
 */
export const PortalContext = createContext<PortalContextValue | null>(null)

/** The portal's context, or `null` when the screen is a widget outside the portal. */
export function usePortal(): PortalContextValue | null {
  return useContext(PortalContext)
}

/** How a page's field shows under the host's configuration (`edit` by default). */
export function useFieldAppearance<P extends PortalFieldsPage>(
  page: P,
  field: PortalFieldKey<P>,
): FieldAppearance {
  const pages = useContext(PortalContext)?.configuration.pages
  const fields = pages?.[page]?.fields as Partial<Record<string, FieldAppearance>> | undefined
  return fields?.[field] ?? 'edit'
}

/** How a page's tab shows under the host's configuration (`edit` by default). */
export function useTabAppearance<P extends PortalTabbedPage>(
  page: P,
  tab: PortalTabKey<P>,
): TabAppearance {
  const pages = useContext(PortalContext)?.configuration.pages
  const tabs = pages?.[page]?.tabs as Partial<Record<string, TabAppearance>> | undefined
  return tabs?.[tab] ?? 'edit'
}
