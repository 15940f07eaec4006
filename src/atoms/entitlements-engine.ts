import type * as Engine from '../entitlements/index'

let engine: typeof Engine | undefined
let loading: Promise<typeof Engine> | undefined

/**
 * The entitlements engine (its compiler and operations) arrives with the first bundle, not in the
 * first load of every tag: a bundle is only ever in the state once the engine is here, and without
 * a bundle nothing is entitled, so no decision needs it sooner. A failed fetch is tried again by the
 * next load.
 */
export const loadEntitlementsEngine = (): Promise<typeof Engine> =>
  (loading ??= import('../entitlements/index').then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** The engine once loaded (always, when the state holds a bundle). */
export const entitlementsEngine = (): typeof Engine | undefined => engine
