import { useEffect, useState } from 'react'
import { getSsoConnectionTest, startSsoConnectionTest } from '../../../../api/sso-configurations'
import { useT } from '../../../i18n/index'
import { Badge, Button, InlineAlert, useErrorText, useStyles } from '../../../ui/index'
import { useRoleNames } from './role-checks'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type {
  ConnectionTest,
  ConnectionTestStarted,
  SsoConfiguration,
} from '../../../../api/sso-configurations'

/** Why a real sign-in would still be refused, in words. */
const REFUSALS = {
  noEmail: 'ssoPage.test.refusal.noEmail',
  foreignDomain: 'ssoPage.test.refusal.foreignDomain',
  otherAccount: 'ssoPage.test.refusal.otherAccount',
  disabled: 'ssoPage.test.refusal.disabled',
} as const

/** How often a running test asks for its result while the admin signs in in the other tab. */
export const TEST_POLL_MS = 2000

/**
 * "Test the connection" before it goes live: a sign-in address to open in a new tab; once the
 * IdP answered, what it sent (subject, email, groups) and which roles a sign-in would give, or
 * why it was refused. Nobody is signed in or changed.
 */
export function TestConnection({ configuration }: { configuration: SsoConfiguration }) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const run = useSsoRun()
  const errorText = useErrorText()
  const names = useRoleNames()
  const [started, setStarted] = useState<ConnectionTestStarted | null>(null)
  const [result, setResult] = useState<ConnectionTest | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  const pending = started !== null && (result === null || result.status === 'pending')

  useEffect(() => {
    if (!pending) return
    let stopped = false
    const read = async () => {
      const outcome = await run(
        (client) => getSsoConnectionTest(client, configuration.id, started.id),
        false,
      )
      if (stopped) return
      if (outcome.ok) setResult(outcome.value)
      else setProblem(errorText(outcome.error, t('ssoPage.failed')))
    }
    const timer = setInterval(() => void read(), TEST_POLL_MS)
    window.addEventListener('focus', read)
    return () => {
      stopped = true
      clearInterval(timer)
      window.removeEventListener('focus', read)
    }
  }, [pending, started, configuration.id, run, errorText, t])

  const start = async () => {
    setStarting(true)
    setProblem(null)
    setResult(null)
    const outcome = await run((client) => startSsoConnectionTest(client, configuration.id), false)
    setStarting(false)
    if (outcome.ok) setStarted(outcome.value)
    else setProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const refusal = result?.refusal ? t(REFUSALS[result.refusal]) : null
  return (
    <section className={styles.section}>
      <h4>{t('ssoPage.test.title')}</h4>
      <p className={styles.hint}>{t('ssoPage.test.hint')}</p>
      <div className={styles.row}>
        <Button variant="secondary" loading={starting} onClick={() => void start()}>
          {started ? t('ssoPage.test.again') : t('ssoPage.test.start')}
        </Button>
        {started && pending ? (
          <a href={started.url} target="_blank" rel="noopener">
            {t('ssoPage.test.open')}
          </a>
        ) : null}
      </div>
      {problem ? <InlineAlert>{problem}</InlineAlert> : null}
      <div role="status" aria-live="polite">
        {started && pending ? <p className={styles.note}>{t('ssoPage.test.waiting')}</p> : null}
        {result?.status === 'failed' ? (
          <InlineAlert>{t('ssoPage.test.failed', { reason: result.reason ?? '' })}</InlineAlert>
        ) : null}
        {result?.status === 'succeeded' ? (
          <dl className={styles.section} aria-label={t('ssoPage.test.result')}>
            <div className={styles.field}>
              <dt>{t('ssoPage.test.subject')}</dt>
              <dd className={styles.code}>{result.subject}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('ssoPage.test.email')}</dt>
              <dd className={styles.code}>{result.email ?? t('ssoPage.test.none')}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('ssoPage.test.groups')}</dt>
              <dd>
                {(result.groups ?? []).length === 0
                  ? t('ssoPage.test.none')
                  : (result.groups ?? []).map((group) => <Badge key={group}>{group}</Badge>)}
              </dd>
            </div>
            <div className={styles.field}>
              <dt>{result.newUser ? t('ssoPage.test.newRoles') : t('ssoPage.test.addedRoles')}</dt>
              <dd>
                {(result.roleIds ?? []).length === 0
                  ? t('ssoPage.test.none')
                  : (result.roleIds ?? []).map((id) => (
                      <Badge key={id} tone="success">
                        {names.get(id) ?? id}
                      </Badge>
                    ))}
              </dd>
            </div>
            {refusal ? <p className={styles.note}>{refusal}</p> : null}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
