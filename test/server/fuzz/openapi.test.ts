import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestServer, login, prefix, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import { contentType, pathId, poison, queryValue, rawBody } from './arbitraries'
import type { JsonSchema } from './arbitraries'

/**
 * Walks every operation of the served OpenAPI document with generated bad input (bodies, query
 * values, path ids; no token, an admin token, a vendor token) and asserts that no answer is a 5xx
 * and that every 4xx is in the wire error shape. Seeded, so a failure replays: set
 * FOYER_FUZZ_SEED to try other inputs and FOYER_FUZZ_RUNS for more runs per operation.
 */
const seed = Number(process.env.FOYER_FUZZ_SEED ?? 20_261_122)
const numRuns = Number(process.env.FOYER_FUZZ_RUNS ?? 24)

interface Parameter {
  in: string
  name: string
  schema?: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const server = await createTestServer(vendorEnv)
afterAll(() => server.close())

const document = (await (
  await server.app.request(`${prefix}/openapi.json`)
).json()) as OpenApiDocument
const resolve = (ref: string): JsonSchema =>
  document.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete'])
// Deletions last, so the records the other operations change still exist when they run.
const operations = Object.entries(document.paths)
  .flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation,
      })),
  )
  .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'))

const tokens = {
  none: undefined,
  admin: (await login(server)).token,
  vendor: await vendorLogin(server),
  forged: 'eyJhbGciOiJub25lIn0.e30.',
}

/** Records the generated ids can point at, so PATCH and DELETE reach the database too. */
const seedRecords = async () => {
  const feature = await vendorCall<{ id: string }>(
    server,
    tokens.vendor,
    '/entitlements/resources/features/v1',
    {
      body: { key: 'fuzz-feature', name: 'Fuzz' },
    },
  )
  const plan = await vendorCall<{ id: string }>(
    server,
    tokens.vendor,
    '/entitlements/resources/plans/v1',
    {
      body: { name: 'Fuzz', defaultTreatment: 'true', featureKeys: ['fuzz-feature'] },
    },
  )
  const assignment = await vendorCall<{ id: string }>(
    server,
    tokens.vendor,
    '/entitlements/resources/entitlements/v2',
    {
      body: { planId: plan.body.id, tenantId: server.tenantId },
    },
  )
  const flag = await vendorCall<{ id: string }>(
    server,
    tokens.vendor,
    '/entitlements/resources/feature-flags/v1',
    {
      body: {
        key: 'fuzz-flag',
        name: 'Fuzz',
        on: true,
        offTreatment: 'false',
        defaultTreatment: 'true',
      },
    },
  )
  // By the path fragment of the routes that take them.
  return {
    '/features/v1': feature.body.id,
    '/plans/v1': plan.body.id,
    '/entitlements/v2': assignment.body.id,
    '/feature-flags/v1': flag.body.id,
    '/tenant/': server.tenantId,
    '/users/': server.adminUserId,
  }
}
const records = await seedRecords()
const ids = Object.values(records)

/** The ids of the records a path is about (`/plans/v1/{id}`: the plan), else every id. */
const idsFor = (path: string) => {
  const own = Object.entries(records)
    .filter(([fragment]) => path.includes(fragment))
    .map(([, id]) => id)
  return own.length > 0 ? own : ids
}

const fill = (path: string, values: string[]) => {
  let index = 0
  return path.replace(/\{[^}]+\}/g, () => values[index++] ?? '')
}

/**
 * What is wrong with an answer, or undefined: no 5xx, nosniff, and every error in the wire shape
 * `{errors: [message], errorCode}` as JSON; under the SCIM server (`/scim/v2/`), SCIM's own error
 * schema (RFC 7644 §3.12), which IdPs read. Plain checks: about 64,000 answers go through it, and
 * `expect` per check was a tenth of the file's time.
 */
const problemOf = (response: Response, text: string, path: string): string | undefined => {
  if (response.status >= 500) return 'a 5xx'
  if (response.headers.get('x-content-type-options') !== 'nosniff') return 'no nosniff'
  if (response.status < 400) return undefined
  const type = response.headers.get('content-type') ?? ''
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    return 'a body that is not JSON'
  }
  if (path.startsWith('/scim/v2/')) {
    if (!/^application\/scim\+json/.test(type)) return `content-type ${type}`
    const schemas = body.schemas
    if (
      !Array.isArray(schemas) ||
      schemas.length !== 1 ||
      schemas[0] !== 'urn:ietf:params:scim:api:messages:2.0:Error' ||
      body.status !== String(response.status) ||
      typeof body.detail !== 'string'
    ) {
      return 'not a SCIM error'
    }
    return undefined
  }
  if (!/^application\/json/.test(type)) return `content-type ${type}`
  const errors = body.errors
  if (!Array.isArray(errors) || errors.length !== 1 || typeof errors[0] !== 'string') {
    return 'errors is not [message]'
  }
  if (errors[0] === '') return 'an empty message'
  if (typeof body.errorCode !== 'string' || !/^ER-FOYER-\d{4}$/.test(body.errorCode)) {
    return 'no ER-FOYER-nnnn errorCode'
  }
  return undefined
}

const checkAnswer = async (response: Response, request: string, path: string) => {
  const text = await response.text()
  const problem = problemOf(response, text, path)
  if (problem)
    expect.fail(`${problem}: ${request} answered ${response.status} ${text.slice(0, 300)}`)
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('finds the operations to walk', () => {
    expect(operations.length).toBeGreaterThan(30)
  })

  it.each(operations)(
    '$name: no 5xx, errors in the wire shape',
    async ({ path, method, operation }) => {
      const parameters = operation.parameters ?? []
      const pathParams = parameters.filter((p) => p.in === 'path')
      const queryParams = parameters.filter((p) => p.in === 'query')
      const bodySchema = operation.requestBody?.content['application/json']?.schema
      const hasBody = operation.requestBody !== undefined || method !== 'get'
      const input = poison.chain((mode) =>
        fc.record({
          mode: fc.constant(mode),
          segments: fc.tuple(...pathParams.map(() => pathId(idsFor(path), ids)), fc.constant('')),
          query: fc.tuple(
            ...queryParams.map((param) =>
              fc.option(queryValue(param.schema ?? {}, ids, mode), { freq: 2 }),
            ),
            fc.option(queryValue({}, ids, mode)),
          ),
          body: hasBody
            ? fc.option(rawBody(bodySchema, { resolve, ids, mode }), { freq: 8 })
            : fc.constant(null),
          type: contentType,
          // Without a valid token the input rarely matters: one such caller per run, not both.
          anonymous: fc.constantFrom('none' as const, 'forged' as const),
        }),
      )
      await fc.assert(
        fc.asyncProperty(input, async ({ mode, segments, query, body, type, anonymous }) => {
          const pairs = queryParams
            .map((param, index) => [param.name, query[index]] as const)
            .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
          const extra = query[queryParams.length]
          if (typeof extra === 'string') pairs.push(['unknownParam', extra])
          const search = pairs.map(([name, value]) => `${name}=${value}`).join('&')
          const url = `${prefix}${fill(path, segments)}${search ? `?${search}` : ''}`
          // Every input as an admin and as the vendor, and with no token or a forged one.
          const callers = (['admin', 'vendor', anonymous] as const).map(
            (auth) => [auth, tokens[auth]] as const,
          )
          // At once, as concurrent clients would: each waits on the database while another computes.
          await Promise.all(
            callers.map(async ([auth, token]) => {
              const headers: Record<string, string> = {}
              if (token) headers.authorization = `Bearer ${token}`
              if (body !== null && type) headers['content-type'] = type
              const response = await server.app.request(url, {
                method: method.toUpperCase(),
                headers,
                body: body ?? undefined,
              })
              await checkAnswer(
                response,
                `${method.toUpperCase()} ${url} (${auth}, ${mode}) body ${body}`,
                path,
              )
            }),
          )
        }),
        // More runs where there are more inputs to combine.
        {
          seed,
          numRuns: numRuns + 12 * parameters.length + (bodySchema ? 16 : 0),
          endOnFailure: true,
        },
      )
    },
  )
})
