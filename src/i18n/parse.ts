/**
 * A parser for the ICU MessageFormat 1 syntax the catalogues use: text, `{name}`, `{name, number|date|time[,
 * style]}`, `{name, plural|selectordinal, [offset:n] =n {…} one {…} other {…}}` with `#`, `{name, select, …}`, and
 * ICU apostrophe quoting (`''` is an apostrophe; `'{'`, `'}'` and `'#'` are literal). Hand-written because every
 * parser library costs 5–10 KiB gzip and the login-box entry has only a few KiB to spare; it is checked against
 * `@messageformat/core` in the unit tests.
 */

/** A formatted argument: `{name}`, `{name, number}`, `{name, date, short}`, … */
export interface ArgumentNode {
  type: 'argument' | 'number' | 'date' | 'time'
  name: string
  style?: string
}

/** `{name, plural, …}` or `{name, selectordinal, …}`: cases by exact value (`=0`) or plural category. */
export interface PluralNode {
  type: 'plural' | 'selectordinal'
  name: string
  offset: number
  cases: Readonly<Record<string, MessageNodes>>
}

/** `{name, select, …}`: cases by the argument's string value. */
export interface SelectNode {
  type: 'select'
  name: string
  cases: Readonly<Record<string, MessageNodes>>
}

/** `#` inside a plural case: the plural's number (minus its offset), formatted. */
export interface PoundNode {
  type: '#'
}

/** One piece of a parsed message. */
export type MessageNode = string | ArgumentNode | PluralNode | SelectNode | PoundNode

/** A parsed message. */
export type MessageNodes = readonly MessageNode[]

const formats = new Set(['number', 'date', 'time'])
const whitespace = /\s/
const wordEnd = /[\s{},#']/

/** Parses an ICU message; throws a `SyntaxError` naming the position when it is malformed. */
export function parseMessage(source: string): MessageNodes {
  let pos = 0

  const fail = (problem: string): never => {
    throw new SyntaxError(`${problem} at offset ${pos} in message "${source}"`)
  }
  const skipSpace = () => {
    while (pos < source.length && whitespace.test(source.charAt(pos))) pos++
  }
  const eat = (char: string): boolean => {
    skipSpace()
    if (source.charAt(pos) !== char) return false
    pos++
    return true
  }
  const expect = (char: string) => {
    if (!eat(char)) fail(`expected "${char}"`)
  }
  const word = (): string => {
    skipSpace()
    const start = pos
    while (pos < source.length && !wordEnd.test(source.charAt(pos))) pos++
    return source.slice(start, pos)
  }

  /** Text up to an unmatched `}` or the end; `pound` says whether `#` is the plural number here. */
  function nodes(pound: boolean): MessageNode[] {
    const out: MessageNode[] = []
    let text = ''
    const flush = () => {
      if (text) out.push(text)
      text = ''
    }
    while (pos < source.length) {
      const char = source.charAt(pos)
      if (char === '}') break
      if (char === '{') {
        flush()
        out.push(argument(pound))
        continue
      }
      if (char === '#' && pound) {
        flush()
        out.push({ type: '#' })
        pos++
        continue
      }
      if (char === "'") {
        const next = source.charAt(pos + 1)
        if (next === "'") {
          text += "'"
          pos += 2
          continue
        }
        if (next === '{' || next === '}' || (pound && next === '#')) {
          text += quoted()
          continue
        }
      }
      text += char
      pos++
    }
    flush()
    return out
  }

  /** A quoted literal from its opening apostrophe to the next lone one (or the end). */
  function quoted(): string {
    let text = ''
    pos++
    while (pos < source.length) {
      const char = source.charAt(pos)
      if (char === "'" && source.charAt(pos + 1) === "'") {
        text += "'"
        pos += 2
      } else if (char === "'") {
        pos++
        break
      } else {
        text += char
        pos++
      }
    }
    return text
  }

  function argument(pound: boolean): MessageNode {
    pos++
    const name = word()
    if (!name) fail('expected an argument name')
    if (eat('}')) return { type: 'argument', name }
    expect(',')
    const type = word()
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      expect(',')
      skipSpace()
      let offset = 0
      if (type !== 'select' && source.startsWith('offset:', pos)) {
        pos += 'offset:'.length
        offset = Number(word())
        if (!Number.isInteger(offset)) fail('expected an integer offset')
      }
      // No prototype: a select value such as "constructor" or "__proto__" must find no case but `other`.
      const cases: Record<string, MessageNodes> = Object.create(null) as Record<
        string,
        MessageNodes
      >
      while (!eat('}')) {
        const key = word()
        if (!key) fail('expected a case key or "}"')
        expect('{')
        cases[key] = nodes(type === 'select' ? pound : true)
        expect('}')
      }
      if (!cases['other']) fail(`the ${type} of "${name}" needs an "other" case`)
      return type === 'select' ? { type, name, cases } : { type, name, offset, cases }
    }
    if (!formats.has(type)) fail(`unknown argument type "${type}"`)
    let style: string | undefined
    if (eat(',')) {
      style = word()
      if (!style) fail('expected a style')
    }
    expect('}')
    return { type: type as ArgumentNode['type'], name, ...(style ? { style } : {}) }
  }

  const parsed = nodes(false)
  if (pos < source.length) fail('unmatched "}"')
  return parsed
}
