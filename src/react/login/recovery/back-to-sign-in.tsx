import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'
import { useBoxRouter } from '../box-router'

/** The way back to the sign-in steps, from every recovery step. */
export function BackToSignIn() {
  const t = useT()
  const { navigate } = useBoxRouter()
  return (
    <Button variant="ghost" onClick={() => navigate('loginUrl')}>
      {t('recovery.backToSignIn')}
    </Button>
  )
}
