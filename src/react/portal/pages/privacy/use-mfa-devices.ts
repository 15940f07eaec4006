import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { getMfaDevices } from '../../../../api/mfa'
import { apiClientAtom } from '../../../../atoms/index'
import type { MfaDevices } from '../../../../api/mfa'

/** The signed-in user's second factors: loading, loaded, or failed (with a retry). */
export type MfaDevicesState =
  { status: 'loading' } | { status: 'ready'; devices: MfaDevices } | { status: 'error' }

/** Loads the user's second factors while `signedIn`; `reload()` after a change. */
export function useMfaDevices(signedIn: boolean): MfaDevicesState & { reload: () => void } {
  const client = useAtomValue(apiClientAtom)
  const [state, setState] = useState<MfaDevicesState>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!signedIn) return
    let live = true
    getMfaDevices(client).then(
      (devices) => live && setState({ status: 'ready', devices }),
      () => live && setState({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [client, signedIn, version])
  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setVersion((count) => count + 1)
  }, [])
  return { ...state, reload }
}
