import fc from 'fast-check'

/** The part of JSON Schema (as /api/openapi.json writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  minimum?: number
  pattern?: string
  maximum?: number
}

/** `depth` arrays inside each other, as a value. */
const nested = (depth: number): unknown => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** Strings a database or a UTF-8 encoder chokes on, and other edge cases. */
const badStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '',
  ' ',
  'undefined',
  'null',
  '🚀',
  "'; select 1; --",
  'a'.repeat(5000),
)

/** Numbers no column, `Date` or integer type can hold, and other edge cases. */
const badNumbers = fc.constantFrom(
  8_640_000_000_000,
  -8_640_000_000_001,
  2 ** 31,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
)

/** Any value of the wrong kind for a field: bad strings and numbers, containers, deep nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badStrings,
  badNumbers,
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(null, true, false, {}, [], nested(40), { extra: '\u0000' }),
)

/** What schema-shaped generation needs: `$ref` lookup, ids that exist, the run's poison. */
export interface SchemaContext {
  resolve: (ref: string) => JsonSchema
  ids: string[]
  mode: Poison
}

/** Schema-shaped generation: mostly well-formed values with bad leaves, to get past the first check. */
export const fromSchema = (
  schema: JsonSchema,
  context: SchemaContext,
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (schema.$ref) return fromSchema(context.resolve(schema.$ref), context, depth)
  const members = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (members && members.length > 0) {
    return fc.oneof(...members.map((member) => fromSchema(member, context, depth)))
  }
  if (depth > 4) return context.mode === 'wrong' ? badValue : fc.constant(null)
  const good = goodFor(schema, context, depth)
  if (context.mode !== 'wrong') return good
  return fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: badValue, weight: 1 })
}

const goodFor = (
  schema: JsonSchema,
  context: SchemaContext,
  depth: number,
): fc.Arbitrary<unknown> => {
  const { ids, mode } = context
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid())
      if (schema.format === 'date-time') {
        return fc.oneof(
          fc.constantFrom(
            '9999-12-31T23:59:59.999Z',
            '0001-01-01T00:00:00Z',
            '2030-01-01T00:00:00Z',
          ),
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        )
      }
      // Keys (a pattern): a few that match, left clean, so the rest of the body is checked.
      if (schema.pattern) return fc.constantFrom('a', 'k1', 'fuzz-key', 'fuzz.key:2')
      // Free text: the place for the run's poison; enums and formats would only fail validation.
      return fc
        .oneof(fc.constantFrom('a', 'k1', 'fuzz-key'), fc.string({ maxLength: 12 }))
        .map((text) => poisonText(text, mode))
    case 'number':
    case 'integer':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, context, depth + 1), { maxLength: 3 })
    case 'object':
      return objectFor(schema, context, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 }).map((value) => poisoned(value, mode))
  }
}

const objectFor = (schema: JsonSchema, context: SchemaContext, depth: number) => {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0) {
    return fc.dictionary(
      fc.string({ unit: 'binary', maxLength: 6 }),
      context.mode === 'wrong'
        ? fc.oneof(fc.jsonValue({ maxDepth: 2 }), badValue)
        : fc.jsonValue({ maxDepth: 2 }).map((value) => poisoned(value, context.mode)),
      { maxKeys: 3 },
    )
  }
  const record = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, fromSchema(property, context, depth + 1)]),
    ),
    { requiredKeys: schema.required ?? [] },
  )
  if (context.mode !== 'wrong') return record
  // Sometimes a field the schema does not know.
  return fc
    .tuple(record, fc.option(badValue, { freq: 2 }))
    .map(([value, extra]) => (extra === null ? value : { ...value, unexpectedField: extra }))
}

/** Raw query values of every kind: encodings of bad text, huge and odd numbers. */
const badQueryValues = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%',
  '8640000000000',
  '99999999999999999999',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '1.5',
  '',
  'undefined',
  'a'.repeat(3000),
)

/**
 * A raw query value for a parameter, already percent-encoded: mostly one its schema accepts
 * (numbers around its bounds, its enum, free text carrying the run's poison), else a bad one.
 */
export const queryValue = (
  schema: JsonSchema,
  ids: string[],
  mode: Poison,
): fc.Arbitrary<string> => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  const good =
    schema.enum && schema.enum.length > 0
      ? fc.constantFrom(...schema.enum.map(String))
      : type === 'integer' || type === 'number'
        ? integerValue(schema)
        : schema.format === 'uuid'
          ? fc.oneof(fc.constantFrom(...ids), fc.uuid())
          : fc
              .oneof(
                fc.constantFrom(...ids),
                fc.string({ unit: 'binary', maxLength: 8 }).map(encodeLoosely),
              )
              .map((text) => poisonedSegment(text, mode))
  // Bad values only in `wrong` runs: one of them would answer 400 before the rest is used.
  if (mode !== 'wrong') return good
  return fc.oneof({ arbitrary: good, weight: 2 }, { arbitrary: badQueryValues, weight: 1 })
}

/**
 * An integer parameter: anything its schema allows (any safe integer when it sets no bound,
 * which is how an unbounded number reaches date arithmetic), else just past its bounds.
 */
const integerValue = (schema: JsonSchema) => {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER
  return fc
    .oneof(
      { arbitrary: fc.integer({ min, max }), weight: 3 },
      fc.constantFrom(min - 1, max + 1, 8_640_000_000_000, 8.64e15),
    )
    .map(String)
}

/** `encodeURIComponent`, which throws on a lone surrogate: encode those as the bytes of U+FFFD. */
const encodeLoosely = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))

/**
 * A raw path segment for an id: mostly `preferred` (ids of the route's own records, so changes
 * reach the database), else other known and unknown ids, encodings of bad text, odd shapes.
 */
export const pathId = (preferred: string[], ids: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...preferred), weight: 6 },
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.constantFrom('%00', '%ED%A0%80', '%FF', 'not-a-uuid', '0', '-1', 'a'.repeat(300), 'null'),
  )

/**
 * What a run does to its input: `none` keeps it well-formed (to reach the database), `nul` and
 * `surrogate` put one of those in every free-text string, `wrong` puts bad values of every kind
 * in some fields and adds fields the schema does not know.
 */
export type Poison = 'none' | 'nul' | 'surrogate' | 'wrong'

/** The poison of one run. */
export const poison: fc.Arbitrary<Poison> = fc.constantFrom('none', 'nul', 'surrogate', 'wrong')

const poisonText = (text: string, mode: Poison) =>
  mode === 'nul' ? `${text}\u0000` : mode === 'surrogate' ? `\uD800${text}` : text

/** `value` with `mode` applied to every string in it; keys stay, so the fields are still recognised. */
export const poisoned = (value: unknown, mode: Poison): unknown => {
  if (mode === 'none') return value
  if (typeof value === 'string') return poisonText(value, mode)
  if (Array.isArray(value)) return value.map((item) => poisoned(item, mode))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, poisoned(item, mode)]),
    )
  }
  return value
}

/** A query value or path segment with `mode` applied, percent-encoded as a client would. */
export const poisonedSegment = (segment: string, mode: Poison) =>
  mode === 'nul' ? `${segment}%00` : mode === 'surrogate' ? `%ED%A0%80${segment}` : segment

/** A whole request body as sent: a schema-shaped JSON value, or raw text. */
export const rawBody = (schema: JsonSchema | undefined, context: SchemaContext) =>
  fc.oneof(
    {
      arbitrary: fromSchema(schema ?? {}, context).map((value) => JSON.stringify(value) ?? ''),
      weight: 6,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        '{}',
        '[]',
        'null',
        '"text"',
        '123',
        '{',
        'not json',
        '{"a":1e999}',
        '{"\\u0000":1}',
        `{"metadata":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      ),
      weight: 1,
    },
  )

/** The Content-Type sent with a body: JSON mostly, sometimes another type or none. */
export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    ),
    weight: 1,
  },
)
