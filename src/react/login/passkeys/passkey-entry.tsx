import { useAtomValue } from 'jotai'
import { lazy } from 'react'
import { authStrategiesAtom, passkeysActive } from '../../../atoms/login'

const PasskeySteps = lazy(() => import('./passkey-steps'))

/**
 * The first step's passkey sign-in, only when the vendor offers passkeys: a chunk of its own (with
 * the check of the strategies), loaded beside the form, waiting for the public strategies in its
 * own Suspense boundary (the form never does); the passkey steps load only when offered.
 */
export default function PasskeyEntry() {
  const { strategies } = useAtomValue(authStrategiesAtom)
  if (!passkeysActive(strategies)) return null
  return <PasskeySteps view="signIn" />
}
