import { describe, expect, it } from 'vitest'
import { readSlackSettings } from '../../../server/src/connectivity/slack-settings'

describe('readSlackSettings', () => {
  it("points at Slack's own API and consent page, with Slack off, by default", () => {
    expect(readSlackSettings({})).toEqual({
      apiUrl: 'https://slack.com/api/',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
      clientId: undefined,
      clientSecret: undefined,
      redirectUrl: undefined,
      scopes: ['chat:write', 'chat:write.public', 'channels:read', 'groups:read'],
    })
  })

  it('ends the API base with one slash, as the Web API client joins method names to it', () => {
    const settings = readSlackSettings({ FOYER_SLACK_API_URL: 'http://127.0.0.1:9/api' })
    expect(settings.apiUrl).toBe('http://127.0.0.1:9/api/')
  })

  it('refuses a client id without its secret, and an address that is not a URL', () => {
    expect(() => readSlackSettings({ FOYER_SLACK_CLIENT_ID: '1.2' })).toThrow(
      'FOYER_SLACK_CLIENT_SECRET',
    )
    expect(() => readSlackSettings({ FOYER_SLACK_REDIRECT_URL: 'not a url' })).toThrow(
      'FOYER_SLACK_REDIRECT_URL',
    )
  })
})
