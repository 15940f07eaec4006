import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { sessionAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { portal as portalEnglish } from '../../i18n/messages/en'
import { AFTER_AUTH_REDIRECT_KEY, AUTH_ROUTES } from '../../wire/index'
import { useT } from '../i18n/index'
import { useStyles } from '../ui/index'
import { adminPortalStyles } from './admin-portal.styles'
import { PageSkeleton } from './page-skeleton'
import { PortalNotice } from './portal-notice'
import { usePortalRouter } from './portal-router'
import type { PortalConfiguration } from '../../wire/index'
import type { UrlStrategy } from '../login/logout-route'

addEnglish(portalEnglish)

/** Props of {@link AdminPortalScreen}. */
export interface AdminPortalScreenProps {
  /** The host's navigation overrides and tab and field appearance (the element's `configuration`). */
  configuration?: PortalConfiguration | undefined
  /** How the page routes: the portal's place in the path, or in the `#` fragment. */
  urlStrategy?: UrlStrategy
  /** The path the portal lives under (`/settings`); inferred from the address when absent. */
  basePath?: string | undefined
  /** Where "Sign in" goes when nobody is signed in; the app's sign-in route by default. */
  loginUrl?: string | undefined
}

const EMPTY: PortalConfiguration = {}

/**
 * The shell (navigation, drawer, tenant switcher, the page frame) is a chunk of its own: a page that
 * defines every tag but shows no portal does not load it. It starts loading when the portal mounts, while
 * the session restores, so a signed-in member rarely waits for it.
 */
const loadShell = () => import('./portal-shell')
const PortalShell = lazy(() => loadShell().then((module) => ({ default: module.PortalShell })))

/**
 * The admin portal: while the session restores, the shape of a page; signed out, a way to sign in; signed in,
 * the shell (navigation and the page the address names, each page its own chunk).
 */
export function AdminPortalScreen({
  configuration = EMPTY,
  urlStrategy = 'path',
  basePath,
  loginUrl,
}: AdminPortalScreenProps) {
  const styles = useStyles(adminPortalStyles)
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const router = usePortalRouter(urlStrategy, basePath)
  // Idempotent (the module loads once): started on the first render, not when the session is known.
  void loadShell()

  if (session.status === 'signed-in' && session.user)
    return (
      <Suspense
        fallback={
          <div className={`${styles.frame} ${styles.main}`} part="admin-portal">
            <PageSkeleton />
          </div>
        }
      >
        <PortalShell configuration={configuration ?? EMPTY} router={router} user={session.user} />
      </Suspense>
    )
  const signIn =
    loginUrl ?? (urlStrategy === 'hash' ? `#${AUTH_ROUTES.loginUrl}` : AUTH_ROUTES.loginUrl)
  return (
    <div className={`${styles.frame} ${styles.main}`} part="admin-portal">
      {session.status === 'signed-out' ? (
        <PortalNotice
          title={t('portal.signedOut.title')}
          action={{
            label: t('portal.signIn'),
            href: signIn,
            // The sign-in comes back here after (the stored after-auth redirect, spec §4.3).
            onClick: () => {
              try {
                localStorage.setItem(AFTER_AUTH_REDIRECT_KEY, location.href)
              } catch {
                // Storage refused: the sign-in goes to the authenticated URL instead.
              }
              location.assign(signIn)
            },
          }}
          part="portal-signed-out"
        >
          {t('portal.signedOut')}
        </PortalNotice>
      ) : (
        <PageSkeleton />
      )}
    </div>
  )
}
