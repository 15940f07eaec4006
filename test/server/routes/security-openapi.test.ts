import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const configurations = '/identity/resources/configurations/v1'
const ip = `${configurations}/restrictions/ip`
const domains = '/identity/resources/configurations/restrictions/v1/email-domain'

/**
 * Every call the Security page and its security center make (issue 19): wire §5.2 rows 1–31
 * (the country rows 32–35 are not served, see the server README), the vendor's lockout and
 * email-domain rows of `management-api.tsv`, §5.18 and the MFA reminder, and §5.23's address rows.
 */
const operations = [
  `GET ${configurations}`,
  ...['GET', 'POST', 'PATCH'].map((method) => `${method} ${configurations}/mfa-policy`),
  `GET ${configurations}/mfa-policy/vendor`,
  ...['GET', 'POST', 'PATCH'].map((method) => `${method} ${configurations}/lockout-policy`),
  `GET ${configurations}/lockout-policy/vendor`,
  `GET ${configurations}/captcha-policy/public`,
  ...['GET', 'POST', 'PATCH'].map(
    (method) => `${method} ${configurations}/password-history-policy`,
  ),
  `GET ${configurations}/password-history-policy/vendor`,
  `GET ${configurations}/password-rotation`,
  `GET ${configurations}/password-rotation/vendor`,
  `POST ${configurations}/password-rotation`,
  `GET ${configurations}/password`,
  `GET ${domains}`,
  `POST ${domains}`,
  `DELETE ${domains}/{id}`,
  `GET ${domains}/config`,
  `POST ${domains}/config`,
  `POST ${domains}/replace-bulk`,
  `GET ${ip}`,
  `POST ${ip}`,
  `POST ${ip}/bulk`,
  `DELETE ${ip}/{id}`,
  `GET ${ip}/config`,
  `POST ${ip}/config`,
  `POST ${ip}/verify`,
  `POST ${ip}/verify/allow`,
  'GET /security-center/resources/recommendations/v1',
  'GET /security-center/resources/insights/v1',
  'POST /security-center/resources/mfa-reminders/v1',
  'GET /metadata/ipme',
  'GET /metadata/ip/{ip}',
]

describe('the Security page in the OpenAPI document', () => {
  it('declares every security policy, restriction, security center and address route', async () => {
    const response = await server.app.request('/api/openapi.json')
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> }
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.filter((operation) => !declared.includes(operation))).toEqual([])
  })
})
