import { useAtomValue } from 'jotai'
import { demoSignInAtom } from '../../atoms/index'
import { useT } from '../i18n/index'
import { Button, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'

/** In demo mode, the credentials that work, and a button that types the demo email. */
export function DemoHint({ onUseEmail }: { onUseEmail?: (email: string) => void }) {
  const styles = useStyles(loginStyles)
  const t = useT()
  const demo = useAtomValue(demoSignInAtom)
  if (!demo) return null
  return (
    <aside className={styles.demo} aria-label={t('login.demo.title')} part="demo-hint">
      <p className={styles.demoTitle}>{t('login.demo.title')}</p>
      <p className={styles.demoText}>
        {t('login.demo.hint', {
          email: demo.email,
          password: demo.password,
          min: demo.minPasswordLength,
        })}{' '}
        {t('login.demo.roles', { prefixes: demo.rolePrefixes.join(', ') })}
      </p>
      {onUseEmail ? (
        <Button variant="ghost" onClick={() => onUseEmail(demo.email)}>
          {t('login.demo.use')}
        </Button>
      ) : null}
    </aside>
  )
}
