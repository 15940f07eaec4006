import { createElement, lazy, useState } from 'react'
import type { ComponentType } from 'react'

/** A screen in a chunk of its own that can be fetched ahead of need. */
export interface Preloadable<P extends object> {
  /** Renders the screen: at once when its chunk is here, else through `lazy` (Suspense). */
  Screen: ComponentType<P>
  /** Fetches the chunk (once; again after a failure). */
  preload: () => void
}

/**
 * A lazily loaded screen that the box fetches while the visitor is busy with the step before it (the
 * password step while the email is typed), so it shows without a spinner yet stays out of the
 * first load. Each mounted instance keeps the component type it started with: switching from the
 * lazy wrapper to the loaded one would remount it and lose what was typed.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const fetchChunk = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  const Lazy = lazy(fetchChunk)
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  return { Screen, preload: () => void fetchChunk().catch(() => undefined) }
}
