import type { MessageNodes } from './parse'

/** A value for a message argument: numbers for plurals and `number`, dates (or epoch ms) for `date`/`time`. */
export type MessageValue = string | number | Date | null | undefined

/** Argument values of one message, by argument name. */
export type MessageValues = Readonly<Record<string, MessageValue>>

/** Fills a parsed message's arguments with values; see {@link createFormatter}. */
export type FormatMessage = (message: MessageNodes, values?: MessageValues) => string

const dateStyles = ['short', 'medium', 'long', 'full']

/**
 * A formatter of parsed messages for one locale (`undefined`: the browser's own), through `Intl`: plural
 * rules, numbers (`integer`, `percent` styles) and dates (`short` … `full`, `medium` by default). Its `Intl`
 * objects are created once (they are costly). An argument without a value shows as `{name}`.
 */
export function createFormatter(locale: string | undefined): FormatMessage {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
  const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
    key: string,
    create: () => T,
  ): T => {
    let made = cache.get(key) as T | undefined
    if (!made) cache.set(key, (made = create()))
    return made
  }
  const number = (value: number, style?: string) =>
    cached(
      `n${style}`,
      () =>
        new Intl.NumberFormat(
          locale,
          style === 'integer'
            ? { maximumFractionDigits: 0 }
            : style === 'percent'
              ? { style: 'percent' }
              : {},
        ),
    ).format(value)

  const format = (message: MessageNodes, values: MessageValues = {}, pound?: number): string => {
    let out = ''
    for (const node of message) {
      if (typeof node === 'string') {
        out += node
        continue
      }
      if (node.type === '#') {
        out += pound === undefined ? '#' : number(pound)
        continue
      }
      const value = Object.hasOwn(values, node.name) ? values[node.name] : undefined
      if (value === undefined || value === null) {
        out += `{${node.name}}`
      } else if (node.type === 'select') {
        out += format(node.cases[String(value)] ?? node.cases['other'] ?? [], values, pound)
      } else if ('offset' in node) {
        const count = Number(value)
        const rest = count - node.offset
        const rules = cached(
          node.type,
          () =>
            new Intl.PluralRules(locale, {
              type: node.type === 'plural' ? 'cardinal' : 'ordinal',
            }),
        )
        const chosen =
          node.cases[`=${count}`] ?? node.cases[rules.select(rest)] ?? node.cases['other']
        out += format(chosen ?? [], values, rest)
      } else if (node.type === 'date' || node.type === 'time' || value instanceof Date) {
        const date = value instanceof Date ? value : new Date(value)
        const kind = node.type === 'time' ? 'timeStyle' : 'dateStyle'
        const style = dateStyles.includes(node.style ?? '') ? node.style : 'medium'
        out += Number.isNaN(date.getTime())
          ? String(value)
          : cached(kind + style, () => new Intl.DateTimeFormat(locale, { [kind]: style })).format(
              date,
            )
      } else {
        out +=
          node.type === 'number' || typeof value === 'number'
            ? number(Number(value), node.style)
            : String(value)
      }
    }
    return out
  }
  return (message, values) => format(message, values)
}
