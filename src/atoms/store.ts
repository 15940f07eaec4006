import { createStore } from 'jotai/vanilla'
import { configAtom } from './config'
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
 * sign-in in one element shows in all. Idempotent; the first caller's configuration wins.
 */
export function getFoyerStore(config: FoyerConfig): FoyerStore {
  const key = keyOf(config)
  const existing = stores.get(key)
  if (existing) return existing
  const store = createStore()
  store.set(configAtom, config)
  stores.set(key, store)
  return store
}
