import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { pageHref } from '../../../atoms/after-sign-in'
import { apiClientAtom, sessionAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { loginSignedIn } from '../../../i18n/messages/en'
import { useT } from '../../i18n/index'
import { useBoxRouter } from '../box-router'
import { goAfterSignIn } from '../go-after-sign-in'
import { StepMessage } from '../invitation/step-message'
import { SessionLoading } from '../session-loading'

addEnglish(loginSignedIn)

/**
 * The open-app route (`/account/redirect`, spec §2.1), where a mail, another device or a native
 * app sends someone to "open the app": signed in, straight on to the app (its `redirectUrl` when
 * on this site, else the authenticated URL); signed out, to sign-in, which then goes there.
 */
export default function OpenAppScreen() {
  const t = useT()
  const router = useBoxRouter()
  const session = useAtomValue(sessionAtom)
  const client = useAtomValue(apiClientAtom)
  const [stayed, setStayed] = useState(false)
  const { navigate, params } = router

  useEffect(() => {
    if (session.status === 'signed-out') {
      const redirectUrl = params.get('redirectUrl')
      navigate('loginUrl', redirectUrl ? { redirectUrl } : {}, true)
    } else if (session.status === 'signed-in') {
      const settings = { authenticatedUrlSet: true, client }
      void goAfterSignIn(router, settings).then((left) => setStayed(!left))
    }
  }, [session.status, navigate, params, router, client])

  if (stayed)
    return (
      <StepMessage
        title={t('login.signedIn.title')}
        action={{
          label: t('login.continue'),
          onClick: () =>
            window.location.assign(
              pageHref(router.routes.authenticatedUrl, router.urlStrategy, window.location.href),
            ),
        }}
      />
    )
  return <SessionLoading label={t('login.loading')} />
}
