import { sql } from 'kysely'
import { parse } from 'scim2-parse-filter'
import { isUuid } from '../http/uuid'
import { scimBadRequest } from './errors'
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import type { Filter } from 'scim2-parse-filter'

/** How an attribute is compared: text any case, exact text, boolean, id, instant, or membership. */
export type AttributeKind = 'text' | 'exactText' | 'boolean' | 'id' | 'instant' | 'member'

/** A filterable attribute: its column (`alias.column`) and how it compares. */
export interface FilterAttribute {
  column: string
  kind: AttributeKind
}

/** Lower-case SCIM attribute path → column. */
export type FilterAttributes = Record<string, FilterAttribute>

/** The longest filter read; longer ones are refused before parsing. */
export const MAX_FILTER_LENGTH = 2000

/** Deepest nesting of `and`/`or`/`not` a filter may have. */
const MAX_DEPTH = 20

const corePrefix = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the filter runs over any table
type Eb = ExpressionBuilder<any, any>

const invalid = (detail: string) => scimBadRequest(detail, 'invalidFilter')

/** A LIKE pattern matching `text` literally (`%`, `_` and `\` escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const attribute = (attributes: FilterAttributes, path: string): FilterAttribute => {
  const found = attributes[path.replace(corePrefix, '').toLowerCase()]
  if (!found) throw invalid(`Filtering by ${path.slice(0, 100)} is not supported`)
  return found
}

const instant = (value: unknown): Date => {
  const date = typeof value === 'string' ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) throw invalid('Compare dates with an ISO 8601 instant')
  return date
}

const textCompare = (eb: Eb, column: Expression<string>, op: string, value: string) => {
  if (op === 'eq') return eb(column, '=', value)
  if (op === 'ne') return eb.or([eb(column, '!=', value), eb(column, 'is', null)])
  if (op === 'co') return eb(column, 'like', `%${literal(value)}%`)
  if (op === 'sw') return eb(column, 'like', `${literal(value)}%`)
  if (op === 'ew') return eb(column, 'like', `%${literal(value)}`)
  const ordered = { gt: '>', ge: '>=', lt: '<', le: '<=' } as const
  return eb(column, ordered[op as keyof typeof ordered], value)
}

/** One comparison `attr op value` as a parameterised condition. */
const compare = (
  eb: Eb,
  found: FilterAttribute,
  op: string,
  value: unknown,
): Expression<SqlBool> => {
  const ref = eb.ref(found.column)
  if (op === 'pr') return eb(ref, 'is not', null)
  if (found.kind === 'boolean') {
    if (typeof value !== 'boolean' || !['eq', 'ne'].includes(op))
      throw invalid('Compare a boolean attribute with eq or ne and true or false')
    return eb(ref, op === 'eq' ? '=' : '!=', value)
  }
  if (found.kind === 'id' || found.kind === 'member') {
    if (typeof value !== 'string' || !['eq', 'ne'].includes(op))
      throw invalid('Compare an id with eq or ne')
    const id = value.toLowerCase()
    if (found.kind === 'member') {
      const members = eb
        .selectFrom('group_users as fm')
        .select('fm.user_id')
        .whereRef('fm.group_id', '=', eb.ref(found.column))
        .where('fm.user_id', '=', isUuid(id) ? id : '00000000-0000-0000-0000-000000000000')
      return op === 'eq' ? eb.exists(members) : eb.not(eb.exists(members))
    }
    if (!isUuid(id)) return op === 'eq' ? sql<SqlBool>`false` : sql<SqlBool>`true`
    return eb(ref, op === 'eq' ? '=' : '!=', id)
  }
  if (found.kind === 'instant') {
    if (!['eq', 'ne', 'gt', 'ge', 'lt', 'le'].includes(op))
      throw invalid(`${op} cannot compare dates`)
    const ops = { eq: '=', ne: '!=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const
    return eb(ref, ops[op as keyof typeof ops], instant(value))
  }
  if (typeof value !== 'string') throw invalid('Compare a text attribute with a string')
  return found.kind === 'text'
    ? textCompare(eb, sql<string>`lower(${ref})`, op, value.toLowerCase())
    : textCompare(eb, ref as Expression<string>, op, value)
}

const translate = (
  eb: Eb,
  attributes: FilterAttributes,
  filter: Filter,
  depth: number,
  prefix = '',
): Expression<SqlBool> => {
  if (depth > MAX_DEPTH) throw invalid(`A filter may nest at most ${MAX_DEPTH} levels`)
  switch (filter.op) {
    case 'and':
    case 'or': {
      const parts = filter.filters.map((f) => translate(eb, attributes, f, depth + 1, prefix))
      return filter.op === 'and' ? eb.and(parts) : eb.or(parts)
    }
    case 'not':
      return eb.not(translate(eb, attributes, filter.filter, depth + 1, prefix))
    case '[]':
      return translate(eb, attributes, filter.valFilter, depth + 1, `${filter.attrPath}.`)
    case 'pr':
      return compare(eb, attribute(attributes, prefix + filter.attrPath), 'pr', null)
    default: {
      const found = attribute(attributes, prefix + filter.attrPath)
      return compare(eb, found, filter.op, filter.compValue)
    }
  }
}

/** Every attribute path a parsed filter names, with the prefix of a `[]` value path. */
const attributePaths = (filter: Filter, prefix = ''): string[] => {
  switch (filter.op) {
    case 'and':
    case 'or':
      return filter.filters.flatMap((f) => attributePaths(f, prefix))
    case 'not':
      return attributePaths(filter.filter, prefix)
    case '[]':
      return attributePaths(filter.valFilter, `${filter.attrPath}.`)
    default:
      return [prefix + filter.attrPath]
  }
}

/**
 * A SCIM filter (RFC 7644 §3.4.2.2) as a Kysely condition over `attributes`: every value a
 * bound parameter, every column from the allow-list, never SQL from the filter's text. A filter
 * that does not parse, names an attribute not listed, or compares one the wrong way is a 400
 * `invalidFilter`.
 */
export const scimFilter = (text: string, attributes: FilterAttributes) => {
  if (text.length > MAX_FILTER_LENGTH) {
    throw invalid(`A filter may be at most ${MAX_FILTER_LENGTH} characters`)
  }
  let parsed: Filter
  try {
    parsed = parse(text)
  } catch {
    throw invalid('The filter does not parse (RFC 7644 §3.4.2.2)')
  }
  return Object.assign((eb: Eb) => translate(eb, attributes, parsed, 0), {
    /** The table aliases of the columns the filter names (`u` for `u.email`). */
    aliases: new Set(
      attributePaths(parsed).map(
        (path) => attributes[path.replace(corePrefix, '').toLowerCase()]?.column.split('.')[0],
      ),
    ),
  })
}
