import { createContext } from 'react'
import type { Emotion } from '@emotion/css/create-instance'

/** The Emotion instance bound to the current element's shadow root (see `createShadowStyles`). */
export const StylesContext = createContext<Emotion | null>(null)

/** Provides the shadow root's Emotion instance to the screens below it. */
export const StylesProvider = StylesContext.Provider
