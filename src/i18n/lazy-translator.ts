import type { MessageValues } from './format'
import type * as Translator from './translator'
import type { Translate, TranslatorOptions } from './translator'

/** The ICU translator (`translator.ts` with its parser and formatter), once its chunk is here. */
let icu: typeof Translator | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/** Fetches the ICU translator's chunk once (again after a failure); tells {@link onIcuLoaded}'s listeners. */
export const loadIcu = (): Promise<void> =>
  (loading ??= import('./translator').then(
    (module) => {
      icu = module
      for (const listener of listeners) listener()
    },
    () => {
      loading = undefined
    },
  ))

/** Whether the ICU translator is here (a snapshot for `useSyncExternalStore`). */
export const icuLoaded = (): boolean => !!icu

/** Calls `listener` once the ICU translator arrives; returns the unsubscribe. */
export const onIcuLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A message without ICU syntax but `{name}` arguments and `''` (an apostrophe; a lone one, not before
 * a brace, is one too), as every message of the first screens is.
 */
const PLAIN = /^(?:[^{}']|''|'(?![{}'])|\{\s*\w+\s*\})*$/

/**
 * `source` formatted as the ICU translator would when it is a plain message (see {@link PLAIN}) whose
 * arguments are text (or absent: `{name}`); otherwise `undefined`, it needs the ICU translator.
 */
export function formatPlain(source: string, values: MessageValues = {}): string | undefined {
  let plain = PLAIN.test(source)
  const text = source.replace(/''|\{\s*(\w+)\s*\}/g, (_, name?: string) => {
    if (!name) return "'"
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    if (value === undefined || value === null) return `{${name}}`
    if (typeof value !== 'string') plain = false
    // Any other value makes the message not plain: the text is dropped.
    return value as string
  })
  return plain ? text : undefined
}

/**
 * {@link createTranslator}'s `t`, without its parser and formatter in the first load: the ICU translator
 * is a chunk fetched as the first translator is made (with the first render), and `t` uses it once it is
 * here. Until then a plain message is formatted here ({@link formatPlain}), so the first screens show
 * their words on their first paint; any other message is blank until the chunk arrives, and
 * {@link onIcuLoaded} tells the screens to render again.
 */
export function createLazyTranslator(options: TranslatorOptions): Translate {
  void loadIcu()
  let full: Translate | undefined
  return (id, values) => {
    if (icu) return (full ??= icu.createTranslator(options))(id, values)
    for (const layer of options.layers) {
      const source = layer[id]
      if (typeof source !== 'string') continue
      const text = formatPlain(source, values)
      if (text === undefined) void loadIcu()
      return text ?? ''
    }
    return id
  }
}
