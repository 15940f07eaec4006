import { createFormatter } from './format'
import { parseMessage } from './parse'
import type { MessageId, MessageMap } from './catalogue'
import type { MessageValues } from './format'
import type { MessageNodes } from './parse'

/** Translates a message id with its argument values into the text to show. */
export type Translate = (id: MessageId, values?: MessageValues) => string

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** The BCP 47 tag for plural rules, numbers and dates; `undefined` for the browser's own. */
  locale: string | undefined
  /** Where to look a message up, first match wins: overrides, then the locale's catalogue, then English. */
  layers: readonly MessageMap[]
  /** Told once per id about a malformed ICU string (a host override, say); the next layer's message is used. */
  onError?: (error: Error, id: string) => void
}

const parsed = new Map<string, MessageNodes | Error>()

function parseCached(source: string): MessageNodes | Error {
  let result = parsed.get(source)
  if (!result) {
    try {
      result = parseMessage(source)
    } catch (error) {
      result = error instanceof Error ? error : new SyntaxError(String(error))
    }
    parsed.set(source, result)
  }
  return result
}

/**
 * A `t(id, values)` over message layers: the first layer holding a well-formed message for the id wins, and
 * an id no layer holds shows as the id itself (so a missing message is visible, never a blank).
 */
export function createTranslator({ locale, layers, onError }: TranslatorOptions): Translate {
  const format = createFormatter(locale)
  const reported = new Set<string>()
  return (id, values) => {
    for (const layer of layers) {
      const source = layer[id]
      if (typeof source !== 'string') continue
      const message = parseCached(source)
      if (message instanceof Error) {
        if (!reported.has(id)) onError?.(message, id)
        reported.add(id)
        continue
      }
      return format(message, values)
    }
    return id
  }
}
