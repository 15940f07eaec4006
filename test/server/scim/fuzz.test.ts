import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scimFilter } from '../../../server/src/scim/filter'
import { userFilterAttributes } from '../../../server/src/scim/users'
import { createTestServer, login } from '../helpers'
import { createConnection, oktaUser, scim } from './support'
import type { TestServer } from '../helpers'
import type { TestConnection } from './support'

let server: TestServer
let connection: TestConnection
let userId: string

beforeAll(async () => {
  server = await createTestServer()
  connection = await createConnection(server, (await login(server)).token)
  userId = (await scim(server, connection, '/Users', { body: oktaUser('fuzz@example.com') })).body
    .id
})

afterAll(async () => {
  await server.close()
})

const injections = [
  'plain',
  `'; drop table users; --`,
  `" or 1=1 --`,
  `\\' or ''='`,
  '%_%',
  'a\\',
  ')) or true --',
  '\u202e',
  '😀',
  'x'.repeat(400),
]

const attributes = fc.constantFrom(
  'userName',
  'externalId',
  'emails.value',
  'emails',
  'displayName',
  'active',
  'id',
  'meta.created',
  'meta.lastModified',
  'name.givenName',
  'urn:ietf:params:scim:schemas:core:2.0:User:userName',
  'password',
  'users; --',
)
const values = fc.oneof(
  fc.constantFrom(...injections).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 20 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('true', 'false', 'null', '42', '"2026-01-01T00:00:00Z"', 'bare'),
)
const comparisons = fc
  .tuple(
    attributes,
    fc.constantFrom('eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le', 'pr', 'xx'),
    values,
  )
  .map(([a, op, v]) => (op === 'pr' ? `${a} pr` : `${a} ${op} ${v}`))
const filters: fc.Arbitrary<string> = fc.letrec<{ filter: string }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    comparisons,
    fc
      .tuple(tie('filter'), fc.constantFrom('and', 'or'), tie('filter'))
      .map(([a, op, b]) => `${a} ${op} ${b}`),
    tie('filter').map((f) => `not (${f})`),
    tie('filter').map((f) => `(${f}`),
    fc.tuple(fc.constantFrom('emails', 'members'), tie('filter')).map(([a, f]) => `${a}[${f}]`),
  ),
})).filter
const garbage = fc.oneof(filters, fc.string({ maxLength: 60 }), fc.constantFrom(...injections))

describe('SCIM fuzz', () => {
  it('answers any filter with 200 or a 400 invalidFilter, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(garbage, fc.constantFrom('/Users', '/Groups'), async (filter, path) => {
        const answer = await scim(
          server,
          connection,
          `${path}?filter=${encodeURIComponent(filter)}`,
        )
        expect([200, 400]).toContain(answer.status)
        if (answer.status === 400) expect(answer.body.status).toBe('400')
      }),
      { numRuns: 150 },
    )
  })

  it('compiles every filter to SQL whose text holds none of the values (all are parameters)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...injections.filter((v) => !v.endsWith('\\'))),
        fc.constantFrom('eq', 'co', 'sw', 'ew', 'gt'),
        (value, op) => {
          const condition = scimFilter(
            `userName ${op} ${JSON.stringify(value)} or displayName co ${JSON.stringify(value)}`,
            userFilterAttributes,
          )
          const compiled = server.db
            .selectFrom('scim_users as s')
            .innerJoin('users as u', 'u.id', 's.user_id')
            .selectAll()
            .where(condition)
            .compile()
          expect(compiled.sql).not.toContain(value.toLowerCase())
          expect(compiled.sql).toMatch(/\$1/)
          expect(compiled.parameters.length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('answers any PATCH with 200 or a 4xx in the SCIM schema, never a 5xx', async () => {
    const operation = fc.record(
      {
        op: fc.constantFrom('add', 'Replace', 'remove', 'REMOVE', 'copy', ''),
        path: fc.oneof(
          fc.constantFrom(
            'active',
            'emails[type eq "work"].value',
            'emails[value co "\'; --"]',
            'name.givenName',
            'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
            'members[value eq "x"]',
            'userName',
            '[[',
            '',
          ),
          fc.string({ maxLength: 20 }),
        ),
        value: fc.oneof(
          fc.constantFrom('False', 'True', true, null, 1e308, [], {}, [{ value: 'x' }], {
            'name.familyName': 'X',
          }),
          fc.string({ maxLength: 20 }),
          fc.constantFrom(...injections),
        ),
      },
      { requiredKeys: ['op'] },
    )
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 0, maxLength: 4 }), async (Operations) => {
        const answer = await scim(server, connection, `/Users/${userId}`, {
          method: 'PATCH',
          body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations },
        })
        expect(answer.status).toBeLessThan(500)
        if (answer.status >= 400)
          expect(answer.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error'])
      }),
      { numRuns: 150 },
    )
  })
})
