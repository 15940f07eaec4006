import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { sessionAtom, sessionKeyAtom } from '../../../../../atoms/index'
import { loadSecurityCenterAtom, securityCenterAtom } from '../../../../../atoms/security-center'
import { securityRevisionAtom } from '../../../../../atoms/security-revision'
import { addEnglish } from '../../../../../i18n/index'
import {
  security as securityEnglish,
  securityCenter as securityCenterEnglish,
} from '../../../../../i18n/messages/en'
import { usePartWords, useT } from '../../../../i18n/index'
import { Button, InlineAlert, usePermission, useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { usePortal } from '../../../portal-context'
import { portalPages } from '../../../portal-pages'
import { usePageTab } from '../../../use-page-tab'
import { InsightList } from './insight-list'
import { RecommendationList } from './recommendation-list'
import { ScoreMeter } from './score-meter'
import { securityCenterStyles } from './security-center.styles'
import type { SecurityUsersKind } from '../../../../../atoms/security-center-users'
import type { RecommendationFix } from '../../../../../wire/index'

addEnglish(securityEnglish)
addEnglish(securityCenterEnglish)

// The three member tables are a chunk of their own, loaded after the score is shown.
const SecurityUsers = lazy(() => import('./security-users'))

const tables: Partial<Record<RecommendationFix, SecurityUsersKind>> = {
  breachedPasswords: 'breached',
  mfaUnenrolled: 'mfaUnenrolled',
  inactiveUsers: 'inactive',
}

/**
 * The security center (spec §2.4, wire §5.18): the tenant's score, what would raise it (each with a
 * link to the place that fixes it), where it stands in each category, and the members behind three
 * recommendations. It reloads whenever a change on the Security page moves the security revision.
 */
export default function SecurityCenter() {
  const styles = useStyles(securityCenterStyles)
  const t = useT()
  const portal = usePortal()
  const session = useAtomValue(sessionAtom)
  const sessionKey = useAtomValue(sessionKeyAtom)
  const revision = useAtomValue(securityRevisionAtom)
  const state = useAtomValue(securityCenterAtom)
  const load = useSetAtom(loadSecurityCenterAtom)
  const { tabs, select } = usePageTab('security')
  // The center's French and Hebrew words are a chunk of their own, loaded with it.
  const words = usePartWords('securityCenter')
  const [table, setTable] = useState<{ kind: SecurityUsersKind; request: number }>({
    kind: 'breached',
    request: 0,
  })
  // A fix on one of the page's tabs: that tab, once selected, takes the focus (and so comes into
  // view, far below the center on a phone), as a fix's member table does.
  const [opened, setOpened] = useState<{ tab: string; request: number }>({ tab: '', request: 0 })
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (opened.request === 0) return
    const root = body.current?.getRootNode() as ParentNode | undefined
    const tab = root?.querySelector<HTMLElement>(`[role="tab"][data-key="${opened.tab}"]`)
    tab?.focus()
    tab?.scrollIntoView?.({ block: 'nearest' })
  }, [opened])

  useEffect(() => {
    if (sessionKey !== null) void load()
  }, [sessionKey, revision, load])

  // The SSO page (hidden by default) is linked only where the portal has it, the host shows it
  // and the member may read it (else the button would lead to "no access").
  const mayReadSso = usePermission('fe.secure.read.samlConfiguration')
  const ssoShown =
    mayReadSso &&
    portal !== null &&
    portalPages.sso !== undefined &&
    (portal.configuration.navigation?.sso?.visibility ?? 'hidden') !== 'hidden'
  const canFix = useCallback(
    (fix: RecommendationFix) =>
      fix in tables || (fix === 'sso' ? ssoShown : tabs.some((tab) => tab === fix)),
    [ssoShown, tabs],
  )
  const onFix = (fix: RecommendationFix) => {
    const kind = tables[fix]
    if (kind) setTable((now) => ({ kind, request: now.request + 1 }))
    else if (fix === 'sso') portal?.navigate({ page: 'sso' })
    else {
      const tab = tabs.find((key) => key === fix)
      if (tab) {
        select(tab)
        setOpened((now) => ({ tab, request: now.request + 1 }))
      }
    }
  }

  if (!words) {
    return (
      <PageSection title={t('securityCenter.title')} part="security-center">
        <div role="status" className={styles.skeleton} aria-label={t('security.loading')} />
      </PageSection>
    )
  }
  if (session.status === 'signed-out') {
    return (
      <PageSection title={t('securityCenter.title')} part="security-center">
        <p className={styles.note}>{t('securityCenter.signedOut')}</p>
      </PageSection>
    )
  }
  const { recommendations, insights } = state
  const failed = state.status === 'error'
  const forbidden = state.error?.status === 403
  return (
    <PageSection
      title={t('securityCenter.title')}
      subtitle={t('securityCenter.subtitle')}
      part="security-center"
    >
      <div className={styles.body} aria-busy={state.status === 'loading'} ref={body}>
        {failed ? (
          <div className={styles.actions}>
            <InlineAlert>
              {forbidden ? t('securityCenter.forbidden') : t('securityCenter.loadFailed')}
            </InlineAlert>
            {forbidden ? null : (
              <Button variant="secondary" onClick={() => void load()}>
                {t('securityCenter.retry')}
              </Button>
            )}
          </div>
        ) : null}
        {recommendations && insights ? (
          <>
            <div className={styles.summary}>
              <ScoreMeter score={recommendations.scoring.score} />
              <RecommendationList
                items={recommendations.recommendations.items}
                onFix={onFix}
                canFix={canFix}
              />
            </div>
            <InsightList items={insights.insights.items} />
            <Suspense fallback={<div className={styles.skeleton} />}>
              <SecurityUsers kind={table.kind} request={table.request} />
            </Suspense>
          </>
        ) : failed ? null : (
          <div role="status">
            <span className={styles.note}>{t('securityCenter.loading')}</span>
            <div className={styles.skeleton} />
          </div>
        )}
      </div>
    </PageSection>
  )
}
