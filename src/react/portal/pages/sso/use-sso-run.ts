import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { runSsoAtom } from '../../../../atoms/sso-configurations'
import type { ApiClient } from '../../../../api/index'
import type { SsoOutcome } from '../../../../atoms/sso-configurations'

/**
 * Runs one call of the SSO page and reloads the page's data once it is accepted (`reload: false`
 * for a read): answers the call's value or its error, for the caller to word.
 */
export function useSsoRun() {
  const run = useSetAtom(runSsoAtom)
  return useCallback(
    <T>(call: (client: ApiClient) => Promise<T>, reload = true) =>
      run({ call, reload }) as Promise<SsoOutcome<T>>,
    [run],
  )
}
