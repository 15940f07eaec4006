import { useContext } from 'react'
import { StylesContext } from './styles-context'
import type { Emotion } from '@emotion/css/create-instance'

type StyleFactory<T> = (emotion: Emotion) => T

const built = new WeakMap<Emotion, Map<StyleFactory<unknown>, unknown>>()

/**
 * Class names for a screen: `factory` (a `*.styles.ts` export) runs once per shadow root's Emotion instance,
 * so the style rules land inside that shadow root and nowhere else.
 */
export function useStyles<T>(factory: StyleFactory<T>): T {
  const emotion = useContext(StylesContext)
  if (!emotion) throw new Error('useStyles() needs a StylesProvider around the screen')
  let byFactory = built.get(emotion)
  if (!byFactory) {
    byFactory = new Map()
    built.set(emotion, byFactory)
  }
  if (!byFactory.has(factory)) byFactory.set(factory, factory(emotion))
  return byFactory.get(factory) as T
}

/** The raw Emotion instance, for the rare style that depends on a prop (prefer `useStyles`). */
export function useEmotion(): Emotion {
  const emotion = useContext(StylesContext)
  if (!emotion) throw new Error('useEmotion() needs a StylesProvider around the screen')
  return emotion
}
