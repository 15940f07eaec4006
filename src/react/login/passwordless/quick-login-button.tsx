import { useAtomValue, useSetAtom } from 'jotai'
import { loginAtom, quickSmsLoginAtom, readQuickLoginPhone } from '../../../atoms/index'
import { useT } from '../../i18n/index'
import { Button } from '../../ui/index'

/** Quick SMS login on the first step: a code texted to the number this device remembers. */
export function QuickLoginButton() {
  const t = useT()
  const login = useAtomValue(loginAtom)
  const quickSmsLogin = useSetAtom(quickSmsLoginAtom)
  const phone = readQuickLoginPhone()
  if (!phone) return null
  // Only the end of the number: the first screen is seen by whoever holds the device.
  const masked = `•••${phone.slice(-4)}`
  return (
    <Button variant="secondary" block disabled={login.loading} onClick={() => void quickSmsLogin()}>
      {t('passwordless.quick.button', { phone: masked })}
    </Button>
  )
}
