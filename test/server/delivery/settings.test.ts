import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/src/config'
import { retryDelayMs } from '../../../server/src/delivery/backoff'

const sms = {
  FOYER_SMS_URL: 'https://sms.example.test/',
  FOYER_SMS_ACCOUNT_SID: 'AC123',
  FOYER_SMS_AUTH_TOKEN: 'token',
  FOYER_SMS_FROM: '+1 415 555 0100',
}

describe('mail and SMS configuration', () => {
  it('reads the SMS provider and its credentials, the sender in E.164', () => {
    const config = loadConfig(sms)
    expect(config.smsUrl).toBe('https://sms.example.test')
    expect(config.sms).toEqual({ accountSid: 'AC123', authToken: 'token', from: '+14155550100' })
    expect(loadConfig({}).sms).toBeUndefined()
  })

  it.each([
    [{ ...sms, FOYER_SMS_ACCOUNT_SID: '' }, 'FOYER_SMS_ACCOUNT_SID: required with FOYER_SMS_URL'],
    [{ ...sms, FOYER_SMS_AUTH_TOKEN: ' ' }, 'FOYER_SMS_AUTH_TOKEN: required with FOYER_SMS_URL'],
    [{ ...sms, FOYER_SMS_FROM: 'Acme' }, 'FOYER_SMS_FROM: required with FOYER_SMS_URL'],
    [{ ...sms, FOYER_SMS_URL: 'ftp://x' }, 'FOYER_SMS_URL: expected the http(s) address'],
    [{ FOYER_SMS_AUTH_TOKEN: 'token' }, 'FOYER_SMS_URL: required with'],
    [{ FOYER_SMTP_URL: 'mail.example.test' }, 'FOYER_SMTP_URL: expected smtp://'],
    [{ FOYER_DELIVERY_ATTEMPTS: '0' }, 'FOYER_DELIVERY_ATTEMPTS: expected a whole number'],
    [{ FOYER_DELIVERY_LEASE: 'soon' }, 'FOYER_DELIVERY_LEASE: expected a whole number'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration ${message}`)
  })

  it('never repeats an SMTP password in its error', () => {
    expect(() => loadConfig({ FOYER_SMTP_URL: 'http://user:hunter22@mail' })).toThrow(
      /^(?!.*hunter22)/,
    )
  })

  it('backs off exponentially with jitter within half and all of each step, up to the cap', () => {
    const policy = { baseMs: 1000, maxMs: 8000 }
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, () => 0))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ])
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ])
  })
})
