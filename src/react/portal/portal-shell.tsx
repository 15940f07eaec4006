import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { decodeJwtClaims, featureFlagsAtom, sessionAtom } from '../../atoms/index'
import { PORTAL_PAGE_KEYS } from '../../wire/index'
import { useT } from '../i18n/index'
import { ErrorBoundary, useHostEvents, useStyles } from '../ui/index'
import { adminPortalStyles } from './admin-portal.styles'
import { PageSkeleton } from './page-skeleton'
import { listedInNavigation, portalAccess } from './portal-access'
import { PortalContext } from './portal-context'
import { PortalDrawer } from './portal-drawer'
import { PortalNav } from './portal-nav'
import { PortalNotice } from './portal-notice'
import { portalPages } from './portal-pages'
import { TenantSwitcher } from './tenant-switcher'
import { useNarrow } from './use-narrow'
import { vendorConfigurationAtom, withVendorDefaults } from './vendor-configuration'
import type { FoyerUser } from '../../atoms/index'
import type { PortalConfiguration, PortalPageKey } from '../../wire/index'
import type { PortalContextValue } from './portal-context'
import type { PortalRouter } from './portal-router'

const ImpersonationBanner = lazy(() => import('../impersonation/impersonation-banner'))

/** The banner of a sub-account the portal acts in (issue 23), loaded only when there is one. */
const SubAccountBanner = lazy(() => import('./pages/all-accounts/sub-account-banner'))

/** Below this width of its own box the portal puts its navigation in a drawer. */
const NARROW_PX = 720

const isPageKey = (page: string | null): page is PortalPageKey =>
  (PORTAL_PAGE_KEYS as readonly string[]).includes(page ?? '')

/** Props of {@link PortalShell}. */
export interface PortalShellProps {
  configuration: PortalConfiguration
  router: PortalRouter
  user: FoyerUser
}

/**
 * The signed-in portal, under the vendor's configuration with the host's over it: the navigation of the pages this user may open (a sidebar, or a drawer when narrow)
 * and the page the address names. An unknown page is replaced by the first one; a page the user may not
 * open says so ("no access", "not available") in place of an error. Moving to a page moves focus to its
 * heading, so a screen reader announces it and Tab continues from there.
 */
export function PortalShell({ configuration: host, router, user }: PortalShellProps) {
  // The vendor's configuration (`/metadata/admin-box`) under the host's: suspends until read once.
  const vendor = useAtomValue(vendorConfigurationAtom)
  const configuration = useMemo(() => withVendorDefaults(vendor, host), [vendor, host])
  const styles = useStyles(adminPortalStyles)
  const t = useT()
  const { reportError } = useHostEvents()
  const flags = useAtomValue(featureFlagsAtom)
  const acting = useAtomValue(sessionAtom).acting
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const narrow = useNarrow(root, NARROW_PX)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // In a sub-account, its pages open on what the member holds there (as the server decides); a
  // super user stays one there.
  const held = acting?.permissions
  const access = useMemo(() => {
    const viewer = held
      ? { superUser: user.superUser, permissions: held.map((key) => ({ key })) }
      : user
    return portalAccess((key) => Boolean(portalPages[key]), configuration, viewer, flags)
  }, [configuration, user, flags, held])
  const visible = PORTAL_PAGE_KEYS.filter((key) => access[key] === 'visible')
  const listed = PORTAL_PAGE_KEYS.filter((key) =>
    listedInNavigation(key, access[key], configuration),
  )
  const pending = PORTAL_PAGE_KEYS.some((key) => access[key] === 'pending')
  const { address, navigate, href, moved } = router
  const requested = isPageKey(address.page) ? address.page : null
  const first = visible[0] ?? null
  const page = requested ?? first
  const tab = requested ? address.tab : undefined

  // An unknown page (or none) becomes the first one the user may open, without a history entry.
  const redirect = !requested && !address.outside && !pending ? first : null
  useEffect(() => {
    if (redirect) navigate({ page: redirect }, true)
  }, [redirect, navigate])

  useLayoutEffect(() => {
    if (moved) heading.current?.focus()
  }, [page, moved])

  // Widened while the drawer was open (a rotated phone): the sidebar shows, the drawer is gone for good.
  if (!narrow && drawerOpen) setDrawerOpen(false)

  const context = useMemo<PortalContextValue>(
    () => ({
      location: { page: page ?? 'profile', ...(tab ? { tab } : {}) },
      navigate,
      configuration,
    }),
    [page, tab, navigate, configuration],
  )
  const open = (next: PortalPageKey) => {
    setDrawerOpen(false)
    navigate({ page: next })
  }
  const nav = (
    <PortalNav
      pages={listed}
      current={page}
      href={(key) => href({ page: key })}
      onOpen={open}
      user={{
        name: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber,
        profilePictureUrl: user.profilePictureUrl,
      }}
    />
  )
  const toFirst =
    first && first !== page
      ? {
          label: t('portal.goTo', { page: t(`portal.page.${first}`) }),
          href: href({ page: first }),
          onClick: () => open(first),
        }
      : undefined
  const Page = page ? portalPages[page] : undefined
  const state = page ? access[page] : null

  return (
    <div
      ref={root}
      className={`${styles.frame} ${styles.shell} ${narrow ? styles.narrow : ''}`}
      part="admin-portal"
    >
      <button type="button" className={styles.skip} onClick={() => heading.current?.focus()}>
        {t('portal.skipToContent')}
      </button>
      {narrow ? (
        <div className={styles.header} part="portal-header">
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            part="portal-menu-button"
          >
            <span aria-hidden="true">☰</span>
            {t('portal.menu')}
          </button>
          <div className={styles.headerTools}>
            <TenantSwitcher />
          </div>
          <PortalDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {nav}
          </PortalDrawer>
        </div>
      ) : (
        <nav className={styles.sidebar} aria-label={t('portal.navigation')} part="portal-nav">
          <TenantSwitcher />
          {nav}
        </nav>
      )}
      {/* A region, not `<main>`: the host page has its own main landmark around the portal. */}
      <section className={styles.main} aria-labelledby="portal-heading" part="portal-main">
        {/* The banner's code and words load only for a token with `act` (impersonation). */}
        {decodeJwtClaims(user.accessToken)?.act ? (
          <Suspense>
            <ImpersonationBanner user={user} />
          </Suspense>
        ) : null}
        {acting ? (
          <Suspense fallback={null}>
            <SubAccountBanner />
          </Suspense>
        ) : null}
        <h1 ref={heading} id="portal-heading" className={styles.heading} tabIndex={-1}>
          {page ? t(`portal.page.${page}`) : t('portal.navigation')}
        </h1>
        <PortalContext.Provider value={context}>
          {/* While an unknown address is replaced, the first page already loads (it is where it goes). */}
          {!page || state === 'pending' ? (
            pending ? (
              <PageSkeleton />
            ) : (
              <PortalNotice title={t('portal.noPages.title')} part="portal-no-pages">
                {t('portal.noPages')}
              </PortalNotice>
            )
          ) : state === 'forbidden' ? (
            <PortalNotice
              title={t('portal.noAccess.title')}
              action={toFirst}
              part="portal-no-access"
            >
              {t('portal.noAccess', { page: t(`portal.page.${page}`) })}
            </PortalNotice>
          ) : state === 'unavailable' || !Page ? (
            <PortalNotice
              title={t('portal.unavailable.title')}
              action={toFirst}
              part="portal-unavailable"
            >
              {t('portal.unavailable', { page: t(`portal.page.${page}`) })}
            </PortalNotice>
          ) : (
            <ErrorBoundary
              key={page}
              onError={(error) => reportError(`Foyer: the portal page "${page}" failed.`, error)}
            >
              <Suspense fallback={<PageSkeleton />}>
                <Page />
              </Suspense>
            </ErrorBoundary>
          )}
        </PortalContext.Provider>
      </section>
    </div>
  )
}
