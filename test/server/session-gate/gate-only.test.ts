import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

/**
 * Issue 18: one gate for every session issued. Two halves of one proof. Every route that answers
 * an access token (or sets the refresh cookie) is listed here, so a new one fails until it is
 * looked at; and only the session gate (`server/src/session-gate/`) may make an access token,
 * open a sign-in's session or set the refresh cookie, so whatever a listed route does, its token
 * and its session come through the gate's checks (lock, membership, MFA policy).
 */
const SOURCES = 'server/src'

/** The calls that make an access token, open a session or set its cookie. */
const GATED = ['buildLoginResponse', 'completeSignIn', 'setRefreshCookie', 'signAccessToken']

/** The gate, and the files that define the gated functions (each calls only the next one down). */
const ALLOWED = [
  'session-gate/',
  'auth/login-response.ts',
  'auth/sign-in.ts',
  'http/refresh-cookie.ts',
  'tokens/access-token.ts',
]

/** Every route whose success answers an access token or sets the session cookie. */
const SESSION_ROUTES = [
  'POST /identity/resources/auth/v1/user',
  'POST /identity/resources/auth/v1/user/token/refresh',
  'POST /identity/resources/auth/v1/api-token',
  'POST /identity/resources/auth/v1/passwordless/{type}/postlogin',
  'POST /identity/resources/auth/v1/webauthn/postlogin',
  'POST /identity/resources/auth/v1/user/sso/{provider}/postlogin',
  'POST /identity/resources/auth/v1/user/saml/postlogin',
  'POST /identity/resources/auth/v1/user/saml/postlogin/mfa',
  'POST /identity/resources/auth/v1/user/oidc/postlogin',
  'POST /identity/resources/auth/v1/user/reverify',
  'POST /identity/resources/auth/v2/user/oidc/postlogin',
  'POST /identity/resources/users/v1/signUp',
  'POST /identity/resources/users/v1/signUp/phoneNumber',
  'POST /identity/resources/users/v1/signUp/username',
  'POST /identity/resources/users/v1/activate',
  'POST /identity/resources/users/v1/activate/code',
  'POST /identity/resources/users/v1/passwords/renew',
  'POST /identity/resources/auth/v1/user/mfa/verify',
  'POST /identity/resources/auth/v1/user/mfa/authenticator/enroll/verify',
  'POST /identity/resources/auth/v1/user/mfa/authenticator/{deviceId}/verify',
  'POST /identity/resources/auth/v1/user/mfa/emailcode/verify',
  'POST /identity/resources/auth/v1/user/mfa/sms/enroll/verify',
  'POST /identity/resources/auth/v1/user/mfa/sms/{deviceId}/verify',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/enroll/verify',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/{deviceId}/verify',
  'POST /identity/resources/auth/v1/user/step-up/generate',
  'POST /identity/resources/impersonation/v1',
  'POST /identity/resources/users/v3/me/token',
  'POST /oauth/token',
  'POST /oauth/authorize/silent',
]

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return Promise.resolve(entry.name.endsWith('.ts') ? [path] : [])
    }),
  )
  return nested.flat()
}

/** The code of a file without its comments (a comment may name a gated call). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>
  components?: { schemas?: Record<string, unknown> }
}
interface OpenApiResponse {
  description?: string
  content?: Record<string, { schema?: unknown }>
}

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('the session gate', () => {
  it('is the only module that makes an access token, opens a session or sets its cookie', async () => {
    const offenders: string[] = []
    for (const file of await sourceFiles(SOURCES)) {
      const path = relative(SOURCES, file).replaceAll('\\', '/')
      if (ALLOWED.some((allowed) => path.startsWith(allowed))) continue
      const code = codeOf(await readFile(file, 'utf8'))
      for (const name of GATED) {
        if (new RegExp(`\\b${name}\\b`).test(code)) offenders.push(`${path}: ${name}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('knows every route that answers an access token', async () => {
    const response = await server.app.request('/api/openapi.json')
    const document = (await response.json()) as OpenApiDocument
    const schemas = document.components?.schemas ?? {}
    const answersToken = (schema: unknown, seen = new Set<unknown>()): boolean => {
      if (schema === null || typeof schema !== 'object' || seen.has(schema)) return false
      seen.add(schema)
      const node = schema as { $ref?: string; properties?: Record<string, unknown> }
      if (node.$ref) return answersToken(schemas[node.$ref.split('/').pop() ?? ''], seen)
      const properties = Object.keys(node.properties ?? {})
      if (properties.includes('accessToken') || properties.includes('access_token')) return true
      return Object.values(node).some((value) => answersToken(value, seen))
    }
    const found: string[] = []
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
          status.startsWith('2'),
        )
        const issues = successes.some(
          ([, answer]) =>
            answersToken(answer.content?.['application/json']?.schema) ||
            /foyer_refresh|cookie set/i.test(answer.description ?? ''),
        )
        if (issues) found.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(found.sort()).toEqual([...SESSION_ROUTES].sort())
  })
})
