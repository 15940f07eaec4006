import { holdsPermission, isFeatureFlagOn } from '../../atoms/index'
import { DEFAULT_PORTAL_NAVIGATION, PORTAL_PAGE_KEYS } from '../../wire/index'
import type { FeatureFlagsState } from '../../atoms/index'
import type { PortalConfiguration, PortalNavigationEntry, PortalPageKey } from '../../wire/index'

/**
 * What the signed-in user gets for one page: `visible` (in the navigation), `forbidden` (a permission is
 * missing: "no access"), `unavailable` (hidden by the navigation, turned off by a flag, or not built: "not
 * available") or `pending` (the flags it needs are still loading).
 */
export type PageAccess = 'visible' | 'forbidden' | 'unavailable' | 'pending'

/** Who is asking: the user's permissions and whether a super user (who holds every permission). */
export interface PortalViewer {
  permissions: readonly { key: string }[]
  superUser: boolean
}

/** A page's navigation entry: the spec's default with the host's override on top. */
export function navigationEntry(
  key: PortalPageKey,
  configuration: PortalConfiguration,
): PortalNavigationEntry {
  return { ...DEFAULT_PORTAL_NAVIGATION[key], ...configuration.navigation?.[key] }
}

/**
 * The access of a page (spec 000 §2.3). `always` and `byPermissions` entries both open only for a user
 * holding every listed permission (`*` wildcards on either side) with every flag on (an `always` one is
 * listed all the same: `listedInNavigation`); `hidden` ones never show, whatever the user
 * holds; a key with no page built is not available.
 */
export function pageAccess(
  key: PortalPageKey,
  built: boolean,
  configuration: PortalConfiguration,
  viewer: PortalViewer,
  flags: FeatureFlagsState,
): PageAccess {
  const entry = navigationEntry(key, configuration)
  if (!built || entry.visibility === 'hidden') return 'unavailable'
  if (entry.flags.length > 0) {
    if (flags.status === 'idle' || flags.status === 'loading') return 'pending'
    if (!entry.flags.every((flag) => isFeatureFlagOn(flags.flags, flag))) return 'unavailable'
  }
  return entry.permissions.every((listed) => holdsPermission(viewer, listed))
    ? 'visible'
    : 'forbidden'
}

/**
 * Whether a page has an entry in the navigation: one the user may open, and an `always` one the user may
 * not (spec 000 §2.3: `always` means always; it opens on the sentence saying which permission is
 * missing), where a `byPermissions` one stays out.
 */
export function listedInNavigation(
  key: PortalPageKey,
  access: PageAccess,
  configuration: PortalConfiguration,
): boolean {
  if (access === 'visible') return true
  return access === 'forbidden' && navigationEntry(key, configuration).visibility === 'always'
}

/** Every page's access, in the navigation's order (the keys of `PORTAL_PAGE_KEYS`). */
export function portalAccess(
  built: (key: PortalPageKey) => boolean,
  configuration: PortalConfiguration,
  viewer: PortalViewer,
  flags: FeatureFlagsState,
): Record<PortalPageKey, PageAccess> {
  return Object.fromEntries(
    PORTAL_PAGE_KEYS.map((key) => [key, pageAccess(key, built(key), configuration, viewer, flags)]),
  ) as Record<PortalPageKey, PageAccess>
}
