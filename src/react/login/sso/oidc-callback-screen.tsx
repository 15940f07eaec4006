import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { finishOidcSignInAtom } from '../../../atoms/sso'
import { addEnglish } from '../../../i18n/index'
import { sso } from '../../../i18n/messages/en'
import { useBoxRouter } from '../box-router'
import { SsoCallbackView } from './sso-callback-view'

addEnglish(sso)

/**
 * The OIDC callback route (`oidcRedirectUrl`), where the enterprise IdP sends the browser back:
 * posts the code and state once (see `SsoCallbackView`).
 */
export default function OidcCallbackScreen() {
  const { params } = useBoxRouter()
  const finish = useSetAtom(finishOidcSignInAtom)
  const code = params.get('code') ?? ''
  const state = params.get('state') ?? params.get('RelayState') ?? ''
  const run = useCallback(() => finish({ code, state }), [finish, code, state])
  return <SsoCallbackView finish={run} />
}
