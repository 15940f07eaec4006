import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api'
import { createTranslator } from '../../../src/i18n'
import { loginErrorText } from '../../../src/react/login/login-error'
import { en } from '../../i18n/english-catalogue'

const t = createTranslator({ locale: 'en', layers: [en] })
const request = (status: number, init: { errorCode?: string; traceId?: string } = {}) =>
  loginErrorText({ code: 'request', cause: new ApiError('server words', { status, ...init }) }, t)

describe('login error words', () => {
  it('names the refusal by status and code, never with the server raw English', () => {
    expect(request(401, { errorCode: 'ER-01003' })).toBe('Incorrect email or password')
    expect(request(403, { errorCode: 'ER-01212' })).toMatch(/locked/i)
    expect(request(403, { errorCode: 'ER-FOYER-0403' })).toMatch(/not activated yet/)
    expect(request(429, { errorCode: 'ER-429' })).toMatch(/too many attempts/i)
    expect(request(500, { errorCode: 'ER-ADMIN-PORTAL-GENERIC-ERROR' })).toMatch(
      /could not be reached/,
    )
    expect(request(500, { traceId: 'abc' })).toBe('Sign-in did not complete. Please try again.')
    expect(request(401)).toBe('Sign-in did not complete. Please try again.')
  })

  it('words the flow own stops, with their values', () => {
    expect(loginErrorText(null, t)).toBeNull()
    expect(loginErrorText({ code: 'invalidEmail' }, t)).toBe('Please enter a valid email')
    expect(loginErrorText({ code: 'strategyUnsupported', strategy: 'MagicLink' }, t)).toBe(
      'Signing in with MagicLink is not available here yet. Please contact your administrator.',
    )
  })
})
