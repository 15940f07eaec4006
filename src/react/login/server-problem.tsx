import { useSetAtom } from 'jotai'
import { useEffect, useId } from 'react'
import { recheckServerAtom } from '../../atoms/index'
import { addEnglish } from '../../i18n/index'
import { loginServer as loginServerEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button, useHostEvents, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'
import type { ServerCheck } from '../../atoms/index'

addEnglish(loginServerEnglish)

/** Props of {@link ServerProblem}. */
export interface ServerProblemProps {
  check: Extract<ServerCheck, { status: 'unreachable' | 'http' }>
}

/**
 * Shown instead of the form when the boot check failed: what is wrong and how to fix it (the
 * `FOYER_ALLOWED_ORIGINS` hint when the browser could not read an answer), with Try again. Emits
 * `foyer-error` once per failed check. Its own chunk with its words: few boxes ever show it.
 */
export default function ServerProblem({ check }: ServerProblemProps) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const titleId = useId()
  const recheck = useSetAtom(recheckServerAtom)
  const { reportError } = useHostEvents()
  const unreachable = check.status === 'unreachable'
  const message = unreachable
    ? t('login.server.unreachable', { baseUrl: check.baseUrl, origin: check.origin })
    : t('login.server.http', { baseUrl: check.baseUrl, status: check.httpStatus })

  useEffect(() => {
    reportError(
      unreachable
        ? `Foyer: ${check.baseUrl} could not be reached from ${check.origin}. Is the server running, and is ${check.origin} in FOYER_ALLOWED_ORIGINS?`
        : `Foyer: ${check.baseUrl} answered HTTP ${check.status === 'http' ? check.httpStatus : ''} to the configuration check.`,
    )
  }, [check, unreachable, reportError])

  return (
    <section className={styles.form} aria-labelledby={titleId} role="alert" part="server-problem">
      <h2 id={titleId} className={styles.title}>
        {unreachable ? t('login.server.unreachableTitle') : t('login.server.httpTitle')}
      </h2>
      <p className={styles.problem}>{message}</p>
      <Button variant="secondary" onClick={() => recheck()}>
        {t('login.server.retry')}
      </Button>
    </section>
  )
}
