import { useEffect, useMemo, useState } from 'react'
import { getFoyerStore } from '../atoms/index'
import type { FoyerStore } from '../atoms/index'
import type { CommonProps } from './common-attributes'

type Fetch = typeof globalThis.fetch

let demoModule: Promise<{ createDemoFetch: () => Fetch }> | undefined
const demoFetches = new Map<string, Fetch>()

/** The demo transport of one store (loaded on first use only, so it stays out of production bundles). */
async function loadDemoFetch(key: string): Promise<Fetch> {
  demoModule ??= import('../demo/index')
  const { createDemoFetch } = await demoModule
  let fetch = demoFetches.get(key)
  if (!fetch) {
    fetch = createDemoFetch()
    demoFetches.set(key, fetch)
  }
  return fetch
}

/**
 * The page-wide store of the element's base URL and app id (shared by every element naming them), or
 * `null` while there is no base URL or the demo transport is still loading.
 */
export function useFoyerStore(props: CommonProps): FoyerStore | null {
  const { baseUrl, appId, apiPrefix, credentials, demo, sessionPerTenant } = props
  const key = `${baseUrl ?? ''}|${appId ?? ''}`
  const [loaded, setLoaded] = useState<{ key: string; fetch: Fetch } | null>(null)
  const known = demoFetches.get(key)
  const demoFetch = known ?? (loaded?.key === key ? loaded.fetch : undefined)

  useEffect(() => {
    if (!demo || !baseUrl || demoFetch) return
    let active = true
    void loadDemoFetch(key).then((fetch) => {
      if (active) setLoaded({ key, fetch })
    })
    return () => {
      active = false
    }
  }, [demo, baseUrl, demoFetch, key])

  return useMemo(() => {
    if (!baseUrl) return null
    const config = { baseUrl, appId, apiPrefix, credentials, sessionPerTenant }
    if (!demo) return getFoyerStore({ ...config, demo: false })
    return demoFetch ? getFoyerStore({ ...config, demo: true, fetch: demoFetch }) : null
  }, [baseUrl, appId, apiPrefix, credentials, demo, demoFetch, sessionPerTenant])
}
