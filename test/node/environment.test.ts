import { describe, expect, it } from 'vitest'
import { parseCookieSameSite, readFoyerEnvironment } from '../../src/node/index'

const valid = {
  FOYER_ENCRYPTION_PASSWORD: 'ab'.repeat(32),
  FOYER_APP_URL: 'https://app.example.com',
  FOYER_BASE_URL: 'https://auth.example.com/',
  FOYER_CLIENT_ID: 'my-app',
}

describe('readFoyerEnvironment (spec 000 §5)', () => {
  it('reads a complete environment', () => {
    const environment = readFoyerEnvironment(valid)
    expect(environment).toMatchObject({
      appUrl: 'https://app.example.com',
      baseUrl: 'https://auth.example.com',
      clientId: 'my-app',
      hostedLogin: false,
      cookieSameSite: 'none',
    })
    expect(environment.encryptionKey).toHaveLength(32)
  })

  it('refuses an encryption password that is not 64 hex characters', () => {
    for (const password of [undefined, '', 'ab'.repeat(31), 'ab'.repeat(33), 'zz'.repeat(32)]) {
      expect(() => readFoyerEnvironment({ ...valid, FOYER_ENCRYPTION_PASSWORD: password })).toThrow(
        'FOYER_ENCRYPTION_PASSWORD must be a 64-character hex string',
      )
    }
  })

  it('requires the app URL, the base URL and the client id', () => {
    for (const name of ['FOYER_APP_URL', 'FOYER_BASE_URL', 'FOYER_CLIENT_ID'] as const) {
      expect(() => readFoyerEnvironment({ ...valid, [name]: undefined })).toThrow(
        `${name} is required`,
      )
    }
    expect(() => readFoyerEnvironment({ ...valid, FOYER_BASE_URL: 'javascript:alert(1)' })).toThrow(
      'FOYER_BASE_URL must be an http(s) URL',
    )
  })

  it('requires the client secret when secure JWT is on', () => {
    expect(() => readFoyerEnvironment({ ...valid, FOYER_SECURE_JWT_ENABLED: 'true' })).toThrow(
      'FOYER_CLIENT_SECRET is required',
    )
    const environment = readFoyerEnvironment({
      ...valid,
      FOYER_SECURE_JWT_ENABLED: 'true',
      FOYER_CLIENT_SECRET: 'secret',
    })
    expect(environment.clientSecret).toBe('secret')
  })

  it('throws when the hosted-login setting contradicts the option', () => {
    expect(() =>
      readFoyerEnvironment({ ...valid, FOYER_HOSTED_LOGIN: 'true' }, { hostedLogin: false }),
    ).toThrow('FOYER_HOSTED_LOGIN is true but the option hostedLogin is false')
    expect(
      readFoyerEnvironment({ ...valid, FOYER_HOSTED_LOGIN: 'true' }, { hostedLogin: true })
        .hostedLogin,
    ).toBe(true)
    expect(readFoyerEnvironment(valid, { hostedLogin: true }).hostedLogin).toBe(true)
  })

  it('maps the cookie SameSite setting', () => {
    const cases: [string | undefined, string][] = [
      ['true', 'strict'],
      ['false', 'none'],
      ['lax', 'lax'],
      ['strict', 'strict'],
      ['none', 'none'],
      ['sometimes', 'none'],
      [undefined, 'none'],
    ]
    for (const [value, expected] of cases)
      expect(parseCookieSameSite(value), String(value)).toBe(expected)
  })
})
