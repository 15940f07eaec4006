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
 * What every error answer must look like: `{errors: [message], errorCode}`, JSON, nosniff; under
 * the SCIM server (`/scim/v2/`), SCIM's own error schema (RFC 7644 §3.12), which IdPs read.
 */
const checkAnswer = async (response: Response, request: string, path: string) => {
  const text = await response.text()
  const where = `${request} answered ${response.status} ${text.slice(0, 300)}`
  expect(response.status, where).toBeLessThan(500)
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff')
  if (response.status < 400) return
  if (path.startsWith('/scim/v2/')) {
    expect(response.headers.get('content-type'), where).toMatch(/^application\/scim\+json/)
    expect(JSON.parse(text), where).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(response.status),
      detail: expect.any(String),
    })
    return
  }
  expect(response.headers.get('content-type'), where).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { errors?: unknown; errorCode?: unknown }
  expect(body.errors, where).toEqual([expect.any(String)])
  expect((body.errors as string[])[0], where).not.toBe('')
  expect(body.errorCode, where).toMatch(/^ER-FOYER-\d{4}$/)
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
          for (const [auth, token] of callers) {
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
          }
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
