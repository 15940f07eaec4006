import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { authStrategiesAtom, passkeysActive } from '../../../atoms/login'

const PasskeySteps = lazy(() => import('./passkey-steps'))

function Entry() {
  const { strategies } = useAtomValue(authStrategiesAtom)
  if (!passkeysActive(strategies)) return null
  return <PasskeySteps view="signIn" />
}

/**
 * The first step's passkey sign-in, only when the vendor offers passkeys: it waits for the public
 * strategies on its own (the form never does), and loads the passkey chunk only then.
 */
export function PasskeyEntry() {
  return (
    <Suspense fallback={null}>
      <Entry />
    </Suspense>
  )
}
