import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { finishSamlSignInAtom } from '../../../atoms/sso'
import { addEnglish } from '../../../i18n/index'
import { sso } from '../../../i18n/messages/en'
import { useBoxRouter } from '../box-router'
import { SsoCallbackView } from './sso-callback-view'

addEnglish(sso)

/**
 * The SAML callback route (`samlCallbackUrl`), where the ACS sends a browser whose sign-in owes
 * a second factor (MFA policy Force): trades the single-use `code` once for the factor's step
 * (see `SsoCallbackView`); a code that is missing, used, expired or of another browser shows
 * `loginWithSSOFailed`.
 */
export default function SamlCallbackScreen() {
  const { params } = useBoxRouter()
  const finish = useSetAtom(finishSamlSignInAtom)
  const code = params.get('code') ?? ''
  const run = useCallback(() => finish(code), [finish, code])
  return <SsoCallbackView finish={run} />
}
