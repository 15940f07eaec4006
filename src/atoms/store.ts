import { createStore } from 'jotai/vanilla'
import { configAtom } from './config'
import { watchResources } from './session-key'
import type { FoyerConfig } from './config'

/** A jotai store holding one Foyer session and its data. */
export type FoyerStore = ReturnType<typeof createStore>

const stores = new Map<string, FoyerStore>()

const keyOf = (config: FoyerConfig): string =>
  [
    config.baseUrl.trim().replace(/\/+$/, ''),
    config.appId ?? '',
    config.demo ? 'demo' : 'live',
  ].join('|')

/**
 * The page's store for this base URL + app id (+ demo): every element naming them shares it, so a
 * sign-in in one element shows in all. Idempotent; the first caller's configuration wins, except
 * that a `fetch` given later fills a store made without one.
 */
export function getFoyerStore(config: FoyerConfig): FoyerStore {
  const key = keyOf(config)
  const existing = stores.get(key)
  if (existing) {
    // An element may create the store before its lazily loaded demo transport arrives: the first
    // caller that brings a transport completes the configuration.
    const current = existing.get(configAtom)
    if (!current.fetch && config.fetch)
      existing.set(configAtom, { ...current, fetch: config.fetch })
    return existing
  }
  const store = createStore()
  store.set(configAtom, config)
  // Entitlements matter once someone is signed in: their atoms and watcher are a chunk of their own,
  // so a page's first load does without them. Starting late is harmless: the watcher first syncs
  // with the session as it finds it.
  void import('./entitlements-watch').then(({ watchEntitlements }) =>
    watchEntitlements(store, config),
  )
  watchResources(store)
  stores.set(key, store)
  return store
}
