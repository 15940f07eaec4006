import createEmotion from '@emotion/css/create-instance'
import type { Emotion } from '@emotion/css/create-instance'

const instances = new WeakMap<ShadowRoot, Emotion>()

/**
 * The Emotion instance of one shadow root: its `<style>` tags go into that root (never `document.head`),
 * one tag per rule (`speedy: false`, so they are readable and CSP-nonce friendly). Created once per root;
 * the nonce is the one the element had when it first rendered.
 */
export function createShadowStyles(root: ShadowRoot, nonce?: string): Emotion {
  const existing = instances.get(root)
  if (existing) return existing
  const emotion = createEmotion({
    key: 'foyer',
    container: root,
    speedy: false,
    ...(nonce ? { nonce } : {}),
  })
  emotion.injectGlobal({ ':host': { display: 'block' }, ':host([hidden])': { display: 'none' } })
  instances.set(root, emotion)
  return emotion
}
