import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { sessionAtom, sessionKeyAtom } from '../../../../atoms/index'
import { loadUsageAtom, usageAtom } from '../../../../atoms/usage'
import { addEnglish } from '../../../../i18n/index'
import { usage as usageEnglish } from '../../../../i18n/messages/en'
import { PartWords, useT } from '../../../i18n/index'
import { Button, InlineAlert, Panel, Spinner, useStyles } from '../../../ui/index'
import { UsageCard } from './usage-card'
import { UsageChart } from './usage-chart'
import { usageStyles } from './usage.styles'

addEnglish(usageEnglish)

/**
 * What the account uses against its plan: members against seats, SSO connections, API tokens and
 * the vendor's metered features, each with the limit its plan's features set, and a 30-day plot of
 * any of them (with the numbers as a table). Loading, failure (with a retry) and a refusal in words.
 */
function Usage() {
  const styles = useStyles(usageStyles)
  const t = useT()
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in'
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(usageAtom)
  const load = useSetAtom(loadUsageAtom)

  useEffect(() => {
    if (signedIn && sessionKey !== null) void load()
  }, [signedIn, sessionKey, load])

  const body = () => {
    if (state.status === 'error') {
      return (
        <>
          <InlineAlert>
            {state.error?.status === 403 ? t('usage.forbidden') : t('usage.loadFailed')}
          </InlineAlert>
          <div>
            <Button variant="secondary" onClick={() => void load()}>
              {t('usage.retry')}
            </Button>
          </div>
        </>
      )
    }
    const report = state.report
    if (state.status !== 'ready' || !report) {
      return (
        <p className={styles.note} role="status">
          <Spinner /> {t('usage.loading')}
        </p>
      )
    }
    return (
      <>
        <p className={styles.note}>
          {report.plans.length === 0
            ? t('usage.noPlan')
            : t('usage.plans', {
                count: report.plans.length,
                names: report.plans.map((plan) => plan.name).join(', '),
              })}
        </p>
        <ul className={styles.cards}>
          {report.metrics.map((metric) => (
            <UsageCard key={metric.key} metric={metric} />
          ))}
        </ul>
        <UsageChart metrics={report.metrics} to={report.to} />
      </>
    )
  }

  return (
    <Panel title={t('usage.title')} subtitle={t('usage.subtitle')} part="usage">
      {() => <div className={styles.body}>{body()}</div>}
    </Panel>
  )
}

/** The portal's Usage page, once its French and Hebrew words (a chunk) are there. */
export default function UsagePage() {
  return (
    <PartWords part="usage">
      <Usage />
    </PartWords>
  )
}
