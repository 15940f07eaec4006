import { useAtomValue } from 'jotai'
import { Suspense, useMemo, useState } from 'react'
import { sessionAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { portal as portalEnglish } from '../../i18n/messages/en'
import { DEFAULT_PORTAL_NAVIGATION, PORTAL_PAGE_KEYS } from '../../wire/index'
import { useI18n } from '../i18n/index'
import { Spinner, useStyles } from '../ui/index'
import { adminPortalStyles } from './admin-portal.styles'
import { PortalContext } from './portal-context'
import { portalPages } from './portal-pages'
import type { PortalConfiguration, PortalPageKey } from '../../wire/index'
import type { PortalContextValue, PortalLocation } from './portal-context'

addEnglish(portalEnglish)

/** Props of {@link AdminPortalScreen}. */
export interface AdminPortalScreenProps {
  configuration?: PortalConfiguration
}

const EMPTY: PortalConfiguration = {}

/**
 * The admin portal: a navigation of the pages that exist (from `portalPages`) and the selected page,
 * loaded as its own chunk.
 */
export function AdminPortalScreen({ configuration = EMPTY }: AdminPortalScreenProps) {
  const styles = useStyles(adminPortalStyles)
  const { t } = useI18n()
  const session = useAtomValue(sessionAtom)
  const pages = PORTAL_PAGE_KEYS.filter(
    (key) =>
      portalPages[key] &&
      (configuration.navigation?.[key]?.visibility ?? DEFAULT_PORTAL_NAVIGATION[key].visibility) !==
        'hidden',
  )
  const [location, setLocation] = useState<PortalLocation>({ page: pages[0] ?? 'profile' })
  const context = useMemo<PortalContextValue>(
    () => ({ location, navigate: (next) => setLocation(next), configuration }),
    [location, configuration],
  )
  if (session.status === 'signed-out') return <p>{t('portal.signedOut')}</p>
  const Page = portalPages[location.page]
  return (
    <PortalContext.Provider value={context}>
      <div className={styles.shell} part="admin-portal">
        <nav aria-label={t('portal.navigation')}>
          <ul className={styles.navList}>
            {pages.map((key: PortalPageKey) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className={styles.navLink}
                  aria-current={key === location.page ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault()
                    setLocation({ page: key })
                  }}
                >
                  {t(`portal.page.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main}>
          <Suspense fallback={<Spinner />}>{Page ? <Page /> : null}</Suspense>
        </main>
      </div>
    </PortalContext.Provider>
  )
}
