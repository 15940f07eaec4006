import { getFoyerStore } from '../atoms/index'
import type { FoyerStore } from '../atoms/index'

/** Which Foyer server (and store) to use: the same values as the elements' attributes. */
export interface HostOptions {
  /** The Foyer server's address, as in `base-url`. Required. */
  baseUrl: string
  /** As `app-id`: elements and the host API with the same base URL and app id share one session. */
  appId?: string
  /** As `api-prefix`; default `api`. */
  apiPrefix?: string
  /** As `credentials`; default `same-origin`. */
  credentials?: 'same-origin' | 'include'
  /** As `demo`: canned data in the browser, no server. */
  demo?: boolean
}

/** The key of the store the options name (as `getFoyerStore` keys it). */
export function hostKey(options: HostOptions): string {
  if (typeof options?.baseUrl !== 'string' || options.baseUrl.trim() === '') {
    throw new TypeError('Foyer: pass the baseUrl of your Foyer server.')
  }
  return [
    options.baseUrl.trim().replace(/\/+$/, ''),
    options.appId ?? '',
    options.demo ? 'demo' : 'live',
  ].join('|')
}

const stores = new Map<string, Promise<FoyerStore>>()

/**
 * The page's store for these options, shared with every element naming the same base URL and
 * app id; in demo mode the demo transport is loaded first (only then, so it stays out of
 * production bundles).
 */
export function hostStore(options: HostOptions): Promise<FoyerStore> {
  const key = hostKey(options)
  let store = stores.get(key)
  if (!store) {
    const config = {
      baseUrl: options.baseUrl.trim(),
      apiPrefix: options.apiPrefix ?? 'api',
      credentials: options.credentials ?? 'same-origin',
      ...(options.appId ? { appId: options.appId } : {}),
    }
    store = options.demo
      ? import('../demo/index').then(({ createDemoFetch }) =>
          getFoyerStore({ ...config, demo: true, fetch: createDemoFetch() }),
        )
      : Promise.resolve(getFoyerStore({ ...config, demo: false }))
    stores.set(key, store)
  }
  return store
}
