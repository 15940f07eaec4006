import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { authStrategiesAtom } from '../../../atoms/login'
import { addEnglish } from '../../../i18n/index'
import { signUpLink as signUpLinkEnglish } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { Button, useStyles } from '../../ui/index'
import { useBoxRouter } from '../box-router'
import { loginStyles } from '../login.styles'

addEnglish(signUpLinkEnglish)

/**
 * "Don't have an account? Sign up" under the first sign-in step, only when the vendor allows
 * sign-ups; it waits for the public configuration on its own (its own Suspense), so the form
 * never does.
 */
export default function SignUpLink() {
  const styles = useStyles(loginStyles)
  const t = useT()
  const { navigate } = useBoxRouter()
  const { vendorConfig } = useAtomValue(authStrategiesAtom)
  const allowed = !!vendorConfig?.allowSignups
  // Sign up is a route of the box: the table of its screens (a small chunk, see `box-route-screen.ts`)
  // comes with the link, so a click fetches only the screen's chunk.
  useEffect(() => {
    if (allowed) void import('../box-routes').catch(() => undefined)
  }, [allowed])
  if (!allowed) return null
  return (
    <p className={styles.subtitle}>
      {t('signUpLink.prompt')}{' '}
      <Button variant="ghost" onClick={() => navigate('signUpUrl')}>
        {t('signUpLink.link')}
      </Button>
    </p>
  )
}
