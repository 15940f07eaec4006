import { addEnglish } from '../../i18n/index'
import { demoHint } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { useStyles } from '../ui/index'
import { demoStyles } from './demo.styles'
import type { DemoSignIn } from '../../atoms/demo-sign-in'

addEnglish(demoHint)

/** The demo hint's card: the credentials that work (a chunk loaded in demo mode only). */
export default function DemoHintCard({ demo }: { demo: DemoSignIn }) {
  const styles = useStyles(demoStyles)
  const t = useT()
  return (
    <aside className={styles.demo} aria-label={t('demoHint.title')} part="demo-hint">
      <p className={styles.demoTitle}>{t('demoHint.title')}</p>
      <p className={styles.demoText}>
        {t('demoHint.text', {
          email: demo.email,
          password: demo.password,
          prefixes: demo.rolePrefixes.join(', '),
        })}
      </p>
    </aside>
  )
}
