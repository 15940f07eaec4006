import { lazy, Suspense, useCallback, useState } from 'react'
import { reverificationOf } from '../../../atoms/reverify-request'
import type { ApiError } from '../../../api/index'
import type { ReverifyRequest } from '../../../atoms/reverify-request'
import type { ReactNode } from 'react'

// Only a refused change needs it: the prompt and its calls load then.
const ReverifyDialog = lazy(() => import('./reverify-dialog'))

interface Asked {
  request: ReverifyRequest
  retry: () => Promise<void>
}

/** What {@link useReverify} gives a screen. */
export interface Reverify {
  /**
   * When `error` asks for a recent sign-in (ER-FOYER-1030 or ER-FOYER-1032), opens the prompt,
   * which runs `retry` once the user confirmed it is them, and answers true; false otherwise.
   */
  ask: (error: ApiError, retry: () => Promise<void>) => boolean
  /** The prompt, to render in the screen (nothing while not asked). */
  prompt: ReactNode
}

/**
 * Reverification (issue 18) inline: a sensitive change refused for want of a recent sign-in asks
 * for the password or the second factor in a dialog over the screen, then goes on with the same
 * change, so nothing the user typed is lost.
 */
export function useReverify(): Reverify {
  const [asked, setAsked] = useState<Asked | null>(null)
  const ask = useCallback((error: ApiError, retry: () => Promise<void>) => {
    const request = reverificationOf(error)
    if (!request) return false
    setAsked({ request, retry })
    return true
  }, [])
  const prompt = asked ? (
    <Suspense fallback={null}>
      <ReverifyDialog
        request={asked.request}
        onConfirmed={async () => {
          setAsked(null)
          await asked.retry()
        }}
        onCancel={() => setAsked(null)}
      />
    </Suspense>
  ) : null
  return { ask, prompt }
}
