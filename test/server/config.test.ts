import { describe, expect, it } from 'vitest'
import { loadConfig, parseSameSite } from '../../server/src/config'

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      databasePreparedStatements: true,
      dataDir: '.data',
      apiPrefix: '/api',
      allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      issuer: 'http://localhost:8080',
      insecureLocalhost: true,
      cookieSameSite: 'lax',
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
      lockoutMinutes: 15,
      refreshReuseGraceSeconds: 10,
      altchaMaxTries: 4000,
      vendorId: 'foyer',
    })
  })

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      FOYER_API_PREFIX: 'identity/',
      FOYER_ALLOWED_ORIGINS: ' https://app.example.com/ , https://admin.example.com',
      FOYER_ISSUER: 'https://id.example.com/',
      FOYER_ACCESS_TOKEN_TTL: '300',
      FOYER_REFRESH_REUSE_GRACE: '0',
    })
    expect(config.apiPrefix).toBe('/identity')
    expect(config.allowedOrigins).toEqual(['https://app.example.com', 'https://admin.example.com'])
    expect(config.issuer).toBe('https://id.example.com')
    expect(config.insecureLocalhost).toBe(false)
    expect(config.cookieSameSite).toBe('none')
    expect(config.accessTokenTtlSeconds).toBe(300)
    expect(config.refreshReuseGraceSeconds).toBe(0)
  })

  it('turns the development mailbox on only when asked, and never in production', () => {
    expect(loadConfig({}).devMailbox).toBe(false)
    expect(loadConfig({ FOYER_DEV_MAILBOX: '0' }).devMailbox).toBe(false)
    expect(loadConfig({ FOYER_DEV_MAILBOX: '1' }).devMailbox).toBe(true)
    expect(loadConfig({ FOYER_DEV_MAILBOX: 'true', NODE_ENV: 'test' }).devMailbox).toBe(true)
    expect(() => loadConfig({ FOYER_DEV_MAILBOX: 'yes' })).toThrow(
      'Invalid configuration FOYER_DEV_MAILBOX: expected 1 or 0 (got "yes")',
    )
    expect(() => loadConfig({ FOYER_DEV_MAILBOX: '1', NODE_ENV: 'production' })).toThrow(
      /^FOYER_DEV_MAILBOX is on while NODE_ENV=production/,
    )
    expect(loadConfig({ FOYER_DEV_MAILBOX: '0', NODE_ENV: 'production' }).devMailbox).toBe(false)
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ FOYER_ACCESS_TOKEN_TTL: '-5' })).toThrow(/FOYER_ACCESS_TOKEN_TTL/)
    expect(() => loadConfig({ FOYER_ISSUER: 'not a url' })).toThrow(/FOYER_ISSUER/)
    expect(() => loadConfig({ FOYER_REFRESH_REUSE_GRACE: '-1' })).toThrow(
      /FOYER_REFRESH_REUSE_GRACE/,
    )
  })
})

describe('parseSameSite', () => {
  it.each([
    ['true', 'strict'],
    ['false', 'none'],
    ['Strict', 'strict'],
    ['lax', 'lax'],
    ['none', 'none'],
    ['sideways', 'none'],
  ])('maps %s to %s', (value, expected) => {
    expect(parseSameSite(value, false)).toBe(expected)
  })
})
