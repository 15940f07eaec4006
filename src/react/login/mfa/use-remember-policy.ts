import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { rememberDevicePolicyAtom } from '../../../atoms/mfa'

/** Days this sign-in may remember the device for, or null when it may not (or is unknown). */
export function useRememberDays(): number | null {
  const ask = useSetAtom(rememberDevicePolicyAtom)
  const [days, setDays] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    void ask().then((policy) => {
      if (!live || !policy?.isAllowedToRemember) return
      setDays(Math.max(1, Math.round(policy.mfaDeviceExpiration / 86_400)))
    })
    return () => {
      live = false
    }
  }, [ask])
  return days
}
