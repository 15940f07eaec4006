import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { loginAtom } from '../../../atoms/index'
import {
  autofillPasskeyAtom,
  cancelPasskeyCeremony,
  passkeysSupported,
  signInWithPasskeyAtom,
} from '../../../atoms/passkeys'
import { readPreferredLoginMethod } from '../../../atoms/passkeys-prompt'
import { useT } from '../../i18n/index'
import { Button, InlineAlert } from '../../ui/index'
import { passkeyErrorText } from './passkey-error'
import type { PasskeyFailure } from '../../../atoms/passkeys'

/**
 * "Sign in with a passkey" under the first step (any passkey of this site) and the password step
 * (the account's, security keys included), and the site's passkeys offered in the email field's
 * autofill while the first step shows (conditional UI, where the browser supports it). The button
 * is the main action for someone whose last sign-in here was with a passkey.
 */
export function PasskeySignIn() {
  const t = useT()
  const login = useAtomValue(loginAtom)
  const signIn = useSetAtom(signInWithPasskeyAtom)
  const autofill = useSetAtom(autofillPasskeyAtom)
  const [failure, setFailure] = useState<PasskeyFailure | null>(null)
  const [busy, setBusy] = useState(false)

  const onFirstStep = login.step === 'preLogin'
  useEffect(() => {
    // Autofill belongs to the email field, which only the first step has.
    if (!onFirstStep) return undefined
    let live = true
    void autofill().then((result) => {
      if (live && result) setFailure(result)
    })
    return () => {
      live = false
      cancelPasskeyCeremony()
    }
  }, [autofill, onFirstStep])

  if (!passkeysSupported()) return null
  const preferred = readPreferredLoginMethod() === 'Passkeys'
  const start = async () => {
    setBusy(true)
    setFailure(null)
    const result = await signIn()
    setBusy(false)
    setFailure(result)
  }
  const error = passkeyErrorText(failure, t)
  return (
    <>
      <Button
        variant={preferred ? 'primary' : 'secondary'}
        block
        loading={busy}
        disabled={login.loading && !busy}
        onClick={() => void start()}
      >
        {t('passkeys.signIn.button')}
      </Button>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
    </>
  )
}
