import { useAtomValue } from 'jotai'
import { demoSignInAtom } from '../../atoms/index'
import { useT } from '../i18n/index'
import { useStyles } from '../ui/index'
import { loginStyles } from './login.styles'

/** In demo mode, the credentials that work. */
export function DemoHint() {
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
          prefixes: demo.rolePrefixes.join(', '),
        })}
      </p>
    </aside>
  )
}
