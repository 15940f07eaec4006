import type { MessageNodes } from './parse'

/** A value for a message argument: numbers for plurals and `number`, dates (or epoch ms) for `date`/`time`. */
export type MessageValue = string | number | Date | null | undefined

/** Argument values of one message, by argument name. */
export type MessageValues = Readonly<Record<string, MessageValue>>

const dateStyles = new Set(['short', 'medium', 'long', 'full'])

/**
 * Formats parsed messages for one locale with `Intl`, caching its formatters (they are costly to create).
 * `locale` undefined means the browser's own.
 */
export class MessageFormatter {
  private readonly intl = new Map<
    string,
    Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules
  >()

  constructor(readonly locale: string | undefined) {}

  /** The text of `message` with `values` filled in; an argument without a value shows as `{name}`. */
  format(message: MessageNodes, values: MessageValues = {}, pound?: number): string {
    let out = ''
    for (const node of message) {
      if (typeof node === 'string') {
        out += node
      } else if (node.type === '#') {
        out += pound === undefined ? '#' : this.number(pound)
      } else {
        const value = values[node.name]
        if (value === undefined || value === null) {
          out += `{${node.name}}`
        } else if (node.type === 'select') {
          out += this.format(node.cases[String(value)] ?? node.cases['other'] ?? [], values, pound)
        } else if ('offset' in node) {
          const count = Number(value)
          const exact = node.cases[`=${count}`]
          const rest = count - node.offset
          const chosen = exact ?? node.cases[this.category(node.type, rest)] ?? node.cases['other']
          out += this.format(chosen ?? [], values, rest)
        } else {
          out += this.argument(node.type, value, node.style)
        }
      }
    }
    return out
  }

  private argument(
    type: 'argument' | 'number' | 'date' | 'time',
    value: MessageValue,
    style?: string,
  ) {
    if (type === 'date' || type === 'time' || (type === 'argument' && value instanceof Date)) {
      const date = value instanceof Date ? value : new Date(value as string | number)
      if (Number.isNaN(date.getTime())) return String(value)
      const kind = type === 'time' ? 'timeStyle' : 'dateStyle'
      const named = style && dateStyles.has(style) ? style : 'medium'
      return this.get(
        `${kind}:${named}`,
        () => new Intl.DateTimeFormat(this.locale, { [kind]: named }),
      ).format(date)
    }
    if (type === 'number' || typeof value === 'number') return this.number(Number(value), style)
    return String(value)
  }

  private number(value: number, style?: string): string {
    const options: Intl.NumberFormatOptions =
      style === 'integer'
        ? { maximumFractionDigits: 0 }
        : style === 'percent'
          ? { style: 'percent' }
          : {}
    return this.get(
      `number:${style ?? ''}`,
      () => new Intl.NumberFormat(this.locale, options),
    ).format(value)
  }

  private category(type: 'plural' | 'selectordinal', count: number): string {
    const ordinal = type === 'selectordinal'
    return this.get(
      `plural:${type}`,
      () => new Intl.PluralRules(this.locale, { type: ordinal ? 'ordinal' : 'cardinal' }),
    ).select(count)
  }

  private get<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    key: string,
    create: () => T,
  ): T {
    let formatter = this.intl.get(key) as T | undefined
    if (!formatter) {
      formatter = create()
      this.intl.set(key, formatter)
    }
    return formatter
  }
}
