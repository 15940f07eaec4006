import { lazy, Suspense } from 'react'
import { addEnglish } from '../../../../i18n/index'
import { security as securityEnglish } from '../../../../i18n/messages/en'
import { usePartWords, useT } from '../../../i18n/index'
import { Tabs, useStyles } from '../../../ui/index'
import { usePageTab } from '../../use-page-tab'
import { securityPageStyles } from './security-page.styles'

addEnglish(securityEnglish)

const SessionTab = lazy(() => import('./session/session-tab'))
const GeneralTab = lazy(() => import('./general/general-tab'))
const IpRestrictionsTab = lazy(() => import('./ip/ip-restrictions-tab'))
const DomainRestrictionsTab = lazy(() => import('./domains/domain-restrictions-tab'))
const SecurityCenter = lazy(() => import('./center/security-center'))

/**
 * The portal's Security page: the security center (score, recommendations, insights) over the
 * tenant's policy in four tabs (sessions, general settings, IP and email-domain restrictions), as the
 * host's tab appearance allows. Each part is a chunk of its own, loaded when first shown; the tabs'
 * words in French and Hebrew are one more (`i18n/part-loaders.ts`).
 */
export default function SecurityPage() {
  const styles = useStyles(securityPageStyles)
  const t = useT()
  const { tabs, selected, select } = usePageTab('security')
  // The tabs' French and Hebrew words are a chunk of their own, loaded with the page.
  const words = usePartWords('securityTabs')
  const panels = {
    sessionManagement: <SessionTab />,
    generalSettings: <GeneralTab />,
    ipRestrictions: <IpRestrictionsTab />,
    domainRestrictions: <DomainRestrictionsTab />,
  }
  const loading = (
    <div role="status" aria-busy="true" className={styles.loading}>
      {t('security.loading')}
    </div>
  )
  return (
    <div className={styles.page} part="security-page">
      <Suspense fallback={loading}>
        <SecurityCenter />
      </Suspense>
      {selected ? (
        <Tabs
          label={t('security.tabs')}
          selected={selected}
          onSelect={select}
          tabs={tabs.map((key) => ({
            key,
            label: t(`security.tab.${key}`),
            panel: words ? <Suspense fallback={loading}>{panels[key]}</Suspense> : loading,
          }))}
        />
      ) : null}
    </div>
  )
}
